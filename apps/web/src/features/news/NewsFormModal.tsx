import { Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { ADMIN_NEWS_BADGES, NEWS_BADGES, NewsCreateRequest, type NewsItem } from '@crm/contracts';
import { BrandPicker, EventPicker } from '../../components/searchPickers';
import { useContractForm } from '../../lib/form';
import { lengthError } from '../../lib/validation';
import { useSaveNews } from './queries';
import { ThrottledButton } from '../../components/ThrottledButton';

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

type NewsForm = {
  title: string;
  body: string;
  badge: AdminBadge;
  brandId: string | null;
  eventId: string | null;
};

/** The request a news form sends: trimmed text, the picked brand and event ids or null. */
const requestOf = (v: NewsForm) => ({
  title: v.title.trim(),
  body: v.body.trim(),
  badge: v.badge,
  brandId: v.brandId ? Number(v.brandId) : null,
  eventId: v.eventId ? Number(v.eventId) : null,
});

function NewsForm({ item, onDone }: { item: NewsItem | null; onDone: () => void }) {
  const save = useSaveNews();
  const { form, submit } = useContractForm<NewsForm>({
    initialValues: {
      title: item?.title ?? '',
      body: item?.body ?? '',
      badge: item && isAdminBadge(item.badge) ? item.badge : 'ANNOUNCEMENT',
      brandId: item?.brand ? String(item.brand.brandId) : null,
      eventId: item?.event ? String(item.event.eventId) : null,
    },
    schema: NewsCreateRequest,
    request: requestOf,
    sentences: (v) => ({
      title: !v.title.trim() ? 'Title is required' : lengthError('Title', v.title.trim(), 200),
      body: lengthError('Body', v.body.trim(), 2000),
    }),
  });
  const onSubmit = submit((v) => {
    const fields = requestOf(v);
    save.mutate(item ? { update: { ...fields, newsId: item.newsId } } : { create: fields }, {
      onSuccess: onDone,
    });
  });
  return (
    <form noValidate onSubmit={onSubmit} data-testid="news-form">
      <Stack>
        <TextInput label="Title" required {...form.getInputProps('title')} data-autofocus />
        <Textarea label="Body" autosize minRows={3} maxRows={10} {...form.getInputProps('body')} />
        <Select
          label="Badge"
          data={ADMIN_NEWS_BADGES.map((b) => ({ value: b, label: NEWS_BADGES[b].label }))}
          value={form.values.badge}
          onChange={(v) => v && isAdminBadge(v) && form.setFieldValue('badge', v)}
          allowDeselect={false}
        />
        <Group grow align="flex-start">
          <BrandPicker
            label="About a brand"
            value={form.values.brandId}
            initial={
              item?.brand
                ? { value: String(item.brand.brandId), label: item.brand.brandName }
                : null
            }
            onChange={(v) => form.setFieldValue('brandId', v)}
            testId="news-form-brand"
          />
          <EventPicker
            label="About an event"
            value={form.values.eventId}
            initial={
              item?.event
                ? { value: String(item.event.eventId), label: item.event.eventName }
                : null
            }
            onChange={(v) => form.setFieldValue('eventId', v)}
            testId="news-form-event"
          />
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <ThrottledButton type="submit" loading={save.isPending} data-testid="news-form-save">
            {item ? 'Save' : 'Add news'}
          </ThrottledButton>
        </Group>
      </Stack>
    </form>
  );
}
