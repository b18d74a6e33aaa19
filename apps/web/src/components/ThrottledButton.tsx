import { Button, type ButtonProps } from '@mantine/core';
import type { ComponentPropsWithoutRef, MouseEvent } from 'react';
import { useThrottle } from '../lib/throttle';

/**
 * A button that writes (spec 000 §2.12): a second click within 500 ms of the last one is dropped,
 * so a double click saves once. A dropped click of a submit button does not submit either.
 */
export function ThrottledButton({
  onClick,
  ...rest
}: ButtonProps & ComponentPropsWithoutRef<'button'>) {
  const pass = useThrottle();
  return (
    <Button
      {...rest}
      onClick={(e: MouseEvent<HTMLButtonElement>) => {
        if (!pass()) return e.preventDefault();
        onClick?.(e);
      }}
    />
  );
}
