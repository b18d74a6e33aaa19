import { Drawer } from '@mantine/core';
import EmailTab from './EmailTab';

/** The mails with one POC (issue 41 §3), in a drawer beside their card: open while `poc` is given. */
export function PocMailsDrawer({
  poc,
  onClose,
}: {
  poc: { pocId: number; pocName: string } | null;
  onClose: () => void;
}) {
  return (
    <Drawer
      opened={!!poc}
      onClose={onClose}
      position="right"
      size="lg"
      title={`Mails with ${poc?.pocName ?? ''}`}
    >
      {poc && <EmailTab pocId={poc.pocId} />}
    </Drawer>
  );
}
