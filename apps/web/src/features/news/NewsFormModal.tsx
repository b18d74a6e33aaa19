import { Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ADMIN_NEWS_BADGES, NEWS_BADGES, type NewsItem } from '@crm/contracts';
import { BrandPicker, EventPicker } from '../../components/searchPickers';
import { lengthError } from '../../lib/validation';
import { useSaveNews } from './queries';

type AdminBadge = (typeof ADMIN_NEWS_BADGES)[number];
const isAdminBadge = (b: string): b is AdminBadge =>
  (ADMIN_NEWS_BADGES as readonly string[]).includes(b);

/**
 * Add or edit a news item (admins): title (1–200), body (≤ 2,000), badge, and optionally
 * the brand and event it is about. `item` null adds one.
 */
export function NewsFormModal({
  item,
  opened,
  onClose,
}: {
  item: NewsItem | null;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={item ? 'Edit news' : 'Add news'} size="lg">
      <NewsForm key={item?.newsId ?? 'new'} item={item} onDone={onClose} />
    </Modal>
  );
}

function NewsForm({ item, onDone }: { item: NewsItem | null; onDone: () => void }) {
  const [title, setTitle] = useState(item?.title ?? '');
  const [body, setBody] = useState(item?.body ?? '');
  const [badge, setBadge] = useState<AdminBadge>(
    item && isAdminBadge(item.badge) ? item.badge : 'ANNOUNCEMENT',
  );
  const [brandId, setBrandId] = useState<string | null>(
    item?.brand ? String(item.brand.brandId) : null,
  );
  const [eventId, setEventId] = useState<string | null>(
    item?.event ? String(item.event.eventId) : null,
  );
  const [tried, setTried] = useState(false);
  const save = useSaveNews();
  const errors = {
    title: !title.trim() ? 'Title is required' : lengthError('Title', title.trim(), 200),
    body: lengthError('Body', body.trim(), 2000),
  };
  const submit = () => {
    setTried(true);
    if (errors.title || errors.body) return;
    const fields = {
      title: title.trim(),
      body: body.trim(),
      badge,
      brandId: brandId ? Number(brandId) : null,
      eventId: eventId ? Number(eventId) : null,
    };
    save.mutate(item ? { update: { ...fields, newsId: item.newsId } } : { create: fields }, {
      onSuccess: onDone,
    });
  };
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      data-testid="news-form"
    >
      <Stack>
        <TextInput
          label="Title"
          required
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          error={tried && errors.title}
          data-autofocus
        />
        <Textarea
          label="Body"
          autosize
          minRows={3}
          maxRows={10}
          value={body}
          onChange={(e) => setBody(e.currentTarget.value)}
          error={tried && errors.body}
        />
        <Select
          label="Badge"
          data={ADMIN_NEWS_BADGES.map((b) => ({ value: b, label: NEWS_BADGES[b].label }))}
          value={badge}
          onChange={(v) => v && isAdminBadge(v) && setBadge(v)}
          allowDeselect={false}
        />
        <Group grow align="flex-start">
          <BrandPicker
            label="About a brand"
            value={brandId}
            initial={
              item?.brand
                ? { value: String(item.brand.brandId), label: item.brand.brandName }
                : null
            }
            onChange={setBrandId}
            testId="news-form-brand"
          />
          <EventPicker
            label="About an event"
            value={eventId}
            initial={
              item?.event
                ? { value: String(item.event.eventId), label: item.event.eventName }
                : null
            }
            onChange={setEventId}
            testId="news-form-event"
          />
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="news-form-save">
            {item ? 'Save' : 'Add news'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
