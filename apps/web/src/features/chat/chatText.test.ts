import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGES } from '@crm/contracts';
import { announcementText, previewText } from './chatText';

const ann = (
  actionName: 'GROUP_CREATED' | 'ADDED_TO_GROUP' | 'REMOVED_FROM_GROUP',
  by: number,
  involved: number[],
) => ({
  content: 'Group Created',
  additionalData: {
    actionName,
    actionTakenByUserId: by,
    actionTakenByUserName: `U${by}`,
    involvedUsers: involved.map((userId) => ({ userId, userName: `U${userId}` })),
  },
});

describe('chat texts', () => {
  it('words announcements for their reader', () => {
    expect(announcementText(ann('GROUP_CREATED', 1, [2, 3]), 1)).toBe(
      CHAT_MESSAGES.youCreatedGroup,
    );
    expect(announcementText(ann('GROUP_CREATED', 1, [2, 3]), 2)).toBe(CHAT_MESSAGES.youWereAdded);
    expect(announcementText(ann('ADDED_TO_GROUP', 1, [4]), 4)).toBe(CHAT_MESSAGES.youWereAdded);
    expect(announcementText(ann('ADDED_TO_GROUP', 1, [4, 5]), 2)).toBe('U1 added U4, U5');
    expect(announcementText(ann('REMOVED_FROM_GROUP', 3, [3]), 2)).toBe('U3 left the group');
    expect(announcementText(ann('REMOVED_FROM_GROUP', 1, [3]), 3)).toBe('U1 removed you');
    expect(announcementText({ content: 'plain', additionalData: null }, 1)).toBe('plain');
  });

  it('previews the latest message', () => {
    const base = {
      from: 2,
      content: 'Hi\nthere',
      isDeleted: false,
      isAnnoucement: false,
      additionalData: null,
      fromUserData: { firstName: 'Asha', userName: 'Asha K' },
    };
    expect(previewText({ purpose: 'PERSONAL_CHAT', latestMessage: null }, 1)).toBe(
      'No messages yet',
    );
    expect(previewText({ purpose: 'PERSONAL_CHAT', latestMessage: base as never }, 1)).toBe(
      'Hi there',
    );
    expect(previewText({ purpose: 'REG_GROUP', latestMessage: base as never }, 1)).toBe(
      'Asha: Hi there',
    );
    expect(previewText({ purpose: 'REG_GROUP', latestMessage: base as never }, 2)).toBe(
      'You: Hi there',
    );
    expect(
      previewText(
        { purpose: 'REG_GROUP', latestMessage: { ...base, isDeleted: true } as never },
        1,
      ),
    ).toBe(CHAT_MESSAGES.messageDeleted);
    // mentions show as names; the caller's draft comes first
    expect(
      previewText(
        {
          purpose: 'PERSONAL_CHAT',
          latestMessage: { ...base, content: 'Ask @[Ravi K](7) now' } as never,
        },
        1,
      ),
    ).toBe('Ask Ravi K now');
    expect(
      previewText(
        { purpose: 'PERSONAL_CHAT', latestMessage: base as never, draftMessage: 'half\nway' },
        1,
      ),
    ).toBe('Draft: half way');
    expect(
      previewText(
        { purpose: 'PERSONAL_CHAT', latestMessage: base as never, draftMessage: '  ' },
        1,
      ),
    ).toBe('Hi there');
    // a message of files only shows the first file's name and how many more
    const files = [{ fileName: 'Deck.pdf' }, { fileName: 'Logo.png' }];
    expect(
      previewText(
        {
          purpose: 'REG_GROUP',
          latestMessage: { ...base, content: '', resources: files } as never,
        },
        2,
      ),
    ).toBe('You: 📎 Deck.pdf +1');
  });
});
