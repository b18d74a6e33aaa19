import { useState } from 'react';
import { CHAT_GROUP_DESCRIPTION_MAX, CHAT_GROUP_NAME_MAX, type ChatInfo } from '@crm/contracts';

/** 'Maximum N characters allowed' when `text` is longer than `max`, else undefined. */
export const maxLengthError = (text: string, max: number) =>
  text.length > max ? `Maximum ${max} characters allowed` : undefined;

/**
 * The owner's edit of a group's name (required, at most CHAT_GROUP_NAME_MAX characters) and
 * description (at most CHAT_GROUP_DESCRIPTION_MAX); `canSave` once something changed and both are valid.
 */
export function useGroupForm(info: ChatInfo) {
  const [name, setName] = useState(info.name);
  const [description, setDescription] = useState(info.description ?? '');
  const nameError = !name.trim()
    ? 'Group name is required'
    : maxLengthError(name, CHAT_GROUP_NAME_MAX);
  const descriptionError = maxLengthError(description, CHAT_GROUP_DESCRIPTION_MAX);
  const changed = name.trim() !== info.name || description.trim() !== (info.description ?? '');
  return {
    name,
    setName,
    description,
    setDescription,
    nameError,
    descriptionError,
    canSave: changed && !nameError && !descriptionError,
    /** The trimmed fields to send. */
    fields: { name: name.trim(), description: description.trim() },
  };
}

/** The group edit's fields, errors and setters (useGroupForm). */
export type GroupForm = ReturnType<typeof useGroupForm>;
