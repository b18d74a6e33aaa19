import { Button, type ButtonProps } from '@mantine/core';
import type { ComponentPropsWithoutRef, MouseEvent } from 'react';
import { useThrottle } from '../lib/throttle';

/**
 * A button that writes (spec 000 §2.12): a second click within 500 ms of the last one is dropped,
 * so a double click saves once; a dropped click of a submit button does not submit either. An edit
 * in the button's form since the last click opens the gate again (fix a field, save again at once).
 */
export function ThrottledButton({
  onClick,
  ...rest
}: ButtonProps & ComponentPropsWithoutRef<'button'>) {
  const gate = useThrottle();
  return (
    <Button
      {...rest}
      onClick={(e: MouseEvent<HTMLButtonElement>) => {
        if (!gate.pass()) return e.preventDefault();
        const form = e.currentTarget.form;
        for (const type of ['input', 'change'])
          form?.addEventListener(type, gate.reset, { once: true });
        onClick?.(e);
      }}
    />
  );
}
