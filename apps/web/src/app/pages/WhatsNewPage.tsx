import { Container, Title } from '@mantine/core';
import { ReleaseNotes } from '../shell/ReleaseNotes';

/** /whatsNew without the shell (spec 000 §2.1; exempt from the store redirect, for the mobile app wrapper). */
export default function WhatsNewPage() {
  return (
    <Container size="sm" py="xl">
      <Title order={2} mb="lg">
        What's New?
      </Title>
      <ReleaseNotes />
    </Container>
  );
}
