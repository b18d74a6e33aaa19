import { Anchor, Container, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/**
 * /privacy-policy (spec 000 §2.1; outside the shell): what SponsorDesk keeps about the people who use it
 * and the contacts they work with, why, for how long, and who to ask.
 */
export default function PrivacyPolicyPage() {
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>Privacy policy</Title>
        <Text c="dimmed">
          SponsorDesk is the internal sales and relationship CRM of our events and sponsorship
          business. This page says what it keeps and why.
        </Text>
        <Title order={3}>What we keep</Title>
        <List spacing="xs">
          <List.Item>
            About staff who sign in: name, work email, roles, vertical, team, profile picture, when
            they were last active, and what they write in the CRM (notes, tasks, chat messages,
            feedback and voice recordings they choose to send).
          </List.Item>
          <List.Item>
            About brands and their points of contact: business contact details (name, role, work
            email and phone, LinkedIn page) and the history of our conversations and deals with
            them.
          </List.Item>
          <List.Item>
            Technical records: sign-in attempts (to slow down password guessing) and revoked
            sessions.
          </List.Item>
        </List>
        <Title order={3}>Why</Title>
        <Text>
          To sell event sponsorships: to know who works which brand, to follow each deal, and to let
          colleagues work together. Nothing is sold or shared outside the company, and nothing is
          used for advertising.
        </Text>
        <Title order={3}>Who sees it</Title>
        <Text>
          Access follows roles: brand owners work their own brands, team owners their team's,
          project owners their events'; private notes are their author's alone and chats are their
          members'. Administrators manage users and reference data.
        </Text>
        <Title order={3}>How long</Title>
        <Text>
          For as long as the relationship with the brand or the person's employment lasts. A
          deactivated user can no longer sign in; what they wrote stays part of the brand's history.
        </Text>
        <Title order={3}>Your rights</Title>
        <Text>
          Ask an administrator or the support contact (What's New → message us) to see, correct or
          remove what the CRM holds about you, where the law allows.
        </Text>
        <Anchor component={Link} to="/">
          Back to SponsorDesk
        </Anchor>
      </Stack>
    </Container>
  );
}
