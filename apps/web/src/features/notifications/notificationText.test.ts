import { describe, expect, it } from 'vitest';
import { COLLAB_MESSAGES, type Notification } from '@crm/contracts';
import {
  actionOutcome,
  canAct,
  highlightParts,
  notificationDate,
  notificationLink,
} from './notificationText';
import { testNotification } from './testNotification';

const base: Notification = testNotification(1, { content: 'x' });
const ei = { eiId: 7, eventId: 3, eventName: 'IPL 2025', inventoryName: 'Jersey' };
const invite: Notification = {
  ...base,
  class: 'ACTION',
  type: 'COLLAB_INVITE',
  eventInventories: [ei],
  brands: [{ brandId: 9, brandName: 'Acme' }],
  additionalData: { invitationId: 4 },
  users: [
    {
      userId: 2,
      userName: 'Ann Bo',
      userType: 'INVITER',
      actionEnabled: false,
      additionalData: null,
    },
    {
      userId: 5,
      userName: 'Tom To',
      userType: 'INVITEE',
      actionEnabled: true,
      additionalData: null,
    },
  ],
};

describe('highlightParts (spec 000 §2.7 ** pairs)', () => {
  it('bolds what is inside pairs and keeps the rest plain', () => {
    expect(highlightParts('**Ann** assigned **Acme** to you')).toEqual([
      { text: 'Ann', bold: true },
      { text: ' assigned ', bold: false },
      { text: 'Acme', bold: true },
      { text: ' to you', bold: false },
    ]);
  });
  it('keeps an unpaired marker literal and never yields HTML', () => {
    expect(highlightParts('a **b** c ** d')).toEqual([
      { text: 'a ', bold: false },
      { text: 'b', bold: true },
      { text: ' c ** d', bold: false },
    ]);
    expect(highlightParts('<img src=x onerror=alert(1)>')).toEqual([
      { text: '<img src=x onerror=alert(1)>', bold: false },
    ]);
  });
});

describe('notificationDate', () => {
  it("shows 'Today {time}' in IST for today, else the day", () => {
    const now = new Date('2025-05-16T12:00:00.000Z');
    expect(notificationDate('2025-05-16T04:30:00.000Z', now)).toBe('Today 10:00 AM');
    expect(notificationDate('2025-05-15T04:30:00.000Z', now)).toBe('Yesterday');
    expect(notificationDate('2025-05-01T04:30:00.000Z', now)).toBe('01/05/2025');
    // 23:00 UTC on the 15th is the 16th in IST
    expect(notificationDate('2025-05-15T23:00:00.000Z', now)).toBe('Today 04:30 AM');
  });
});

describe('notificationLink', () => {
  it('opens a collaboration request on the inventory tab 2 with invitation=true, a suggestion on tab 3', () => {
    expect(notificationLink(invite)).toBe(
      '/inventory/7?eventId=3&eventName=IPL+2025&inventoryName=Jersey&tab1=2&invitation=true',
    );
    expect(notificationLink({ ...invite, type: 'BRAND_SUGGESTION' })).toBe(
      '/inventory/7?eventId=3&eventName=IPL+2025&inventoryName=Jersey&tab1=3',
    );
  });
  it('opens a brand, a task, or the event inventory alone', () => {
    expect(
      notificationLink({
        ...base,
        brands: [{ brandId: 9, brandName: 'Acme' }],
        eventInventories: [ei],
      }),
    ).toBe('/brandInfo/9?brandName=Acme');
    expect(notificationLink({ ...base, type: 'TASK_ASSIGNED', tasks: [{ id: 12 }] })).toBe(
      '/taskManagement?taskId=12',
    );
    expect(notificationLink({ ...base, eventInventories: [ei] })).toBe(
      '/inventory/7?eventId=3&eventName=IPL+2025&inventoryName=Jersey',
    );
    expect(notificationLink(base)).toBeNull();
  });
  it('opens a mail that was not sent on its brand’s Email tab, where Retry is', () => {
    const brands = [{ brandId: 9, brandName: 'Acme' }];
    expect(
      notificationLink({ ...base, type: 'MAIL_SEND_FAILED', brands, eventInventories: [ei] }),
    ).toBe('/brandInfo/9?brandName=Acme&infoTab=Email');
  });
});

describe('actions and outcomes (spec 000 §4)', () => {
  it('offers the decision to the invitee only while it is open', () => {
    expect(canAct(invite, 5)).toBe(true);
    expect(canAct(invite, 2)).toBe(false);
    expect(canAct({ ...invite, actionTaken: true, actionTakenType: 'APPROVE' }, 5)).toBe(false);
  });
  it("shows the spec's outcome texts", () => {
    const settled = (t: 'APPROVE' | 'REJECT' | 'REVOKED', by = 5) => ({
      ...invite,
      actionTaken: true,
      actionTakenType: t,
      actionTakenByUserId: by,
      actionTakenByUserName: 'Tom To',
    });
    expect(actionOutcome(settled('APPROVE'), 5)).toBe(COLLAB_MESSAGES.requestAccepted);
    expect(actionOutcome(settled('REJECT'), 5)).toBe(COLLAB_MESSAGES.requestRejected);
    expect(actionOutcome(settled('REVOKED', 2), 5)).toBe(COLLAB_MESSAGES.requestRevoked);
    expect(actionOutcome(invite, 5)).toBeNull();
    const suggestion = { ...settled('APPROVE'), type: 'BRAND_SUGGESTION' as const };
    expect(actionOutcome(suggestion, 5)).toBe('Approved by You');
    expect(actionOutcome({ ...suggestion, actionTakenType: 'REJECT' }, 8)).toBe(
      'Rejected by Tom To',
    );
  });
});
