import { z } from 'zod';
import { listQuerySchema, pagedEnvelope, envelope } from '../common/page.schema';

/**
 * What a notification is about. Each kind is something that needs the recipient (an approval to
 * give, a record sent back, a quote to compare…) and has its own in-app / e-mail preference.
 */
export const NOTIFICATION_KINDS = [
  'approval_requested',
  'sent_back',
  'declined',
  'approved',
  'awarded',
  'rfq_cancelled',
  'quote_received',
  'po_to_send',
  'delivery_to_receive',
  'certificate_due',
  'mention',
  'comment',
  'stock_below_minimum',
  'acknowledgement_requested',
  'pms_job_due',
  'vendor_credit_to_pass_on',
  'bill_to_post',
  'bill_to_pay',
  'invoice_overdue',
] as const;

/** The kind of a notification, validated (a 400 names `kind`). */
export const notificationKindSchema = z.enum(
  NOTIFICATION_KINDS,
  `kind must be one of ${NOTIFICATION_KINDS.join(', ')}`,
);
/** A notification kind. */
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/** Words shown for each kind (preferences screen, e-mail subjects); never the raw key. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  approval_requested: 'Approval requested',
  sent_back: 'Sent back to you',
  declined: 'Declined',
  approved: 'Approved',
  awarded: 'Quotes awarded',
  rfq_cancelled: 'RFQ cancelled',
  quote_received: 'Quote received',
  po_to_send: 'Purchase order to send',
  delivery_to_receive: 'Delivery to receive',
  certificate_due: 'Certificate falling due',
  mention: 'You were mentioned',
  comment: 'New comment',
  stock_below_minimum: 'Spare part below minimum stock',
  acknowledgement_requested: 'Document to read and acknowledge',
  pms_job_due: 'Maintenance job due or overdue',
  vendor_credit_to_pass_on: 'Vendor credit to pass on to a customer',
  bill_to_post: 'Vendor bill to post or mismatch to resolve',
  bill_to_pay: 'Vendor bill to pay',
  invoice_overdue: 'Customer invoice overdue',
};

/**
 * The default channels of a kind, until the user changes them: every kind in the app; e-mail for
 * what asks the user to act or tells them a decision on their own record.
 */
export const NOTIFICATION_DEFAULTS: Record<NotificationKind, { inApp: boolean; email: boolean }> = {
  approval_requested: { inApp: true, email: true },
  sent_back: { inApp: true, email: true },
  declined: { inApp: true, email: true },
  approved: { inApp: true, email: false },
  awarded: { inApp: true, email: true },
  rfq_cancelled: { inApp: true, email: true },
  quote_received: { inApp: true, email: false },
  po_to_send: { inApp: true, email: false },
  delivery_to_receive: { inApp: true, email: false },
  certificate_due: { inApp: true, email: true },
  mention: { inApp: true, email: true },
  comment: { inApp: true, email: false },
  stock_below_minimum: { inApp: true, email: false },
  acknowledgement_requested: { inApp: true, email: true },
  pms_job_due: { inApp: true, email: false },
  vendor_credit_to_pass_on: { inApp: true, email: true },
  bill_to_post: { inApp: true, email: false },
  bill_to_pay: { inApp: true, email: false },
  invoice_overdue: { inApp: true, email: false },
};

/** One in-app notification as the API sends it. `link` is a path of the web app. */
export const notificationSchema = z.object({
  id: z.uuid(),
  kind: notificationKindSchema,
  title: z.string(),
  body: z.string().nullable(),
  link: z.string(),
  entity: z.string(),
  entityId: z.string(),
  shipId: z.string().nullable(),
  actorName: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
/** An in-app notification. */
export type Notification = z.infer<typeof notificationSchema>;

/** Query of `GET /notifications`: paging, and `unread=true` for the unread ones only. */
export const notificationListQuerySchema = listQuerySchema.pick({ offset: true, limit: true }).extend({
  unread: z
    .enum(['true', 'false'], 'unread must be true or false')
    .optional()
    .transform((v) => v === 'true'),
});
/** A parsed notification list query. */
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

/** `GET /notifications`: newest first, with the unread count of the user (for the bell). */
export const notificationListResponseSchema = pagedEnvelope(notificationSchema).extend({
  unread: z.number().int(),
});
/** The notification list answer. */
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;

/** `GET /notifications/unread-count`: what the bell shows. */
export const unreadCountResponseSchema = envelope(z.object({ unread: z.number().int() }));

/** `POST /notifications/read`: mark these notifications read (`ids`), or all of them (`all: true`). */
export const markReadBodySchema = z
  .object({
    ids: z.array(z.uuid('ids must hold valid ids')).max(200, 'ids must hold at most 200 ids').optional(),
    all: z.boolean().optional(),
  })
  .refine((b) => b.all === true || (b.ids !== undefined && b.ids.length > 0), {
    message: 'ids is required unless all is true',
    path: ['ids'],
  });
/** A parsed mark-read body. */
export type MarkReadBody = z.infer<typeof markReadBodySchema>;

/** One kind's channels for a user. */
export const notificationPreferenceSchema = z.object({
  kind: notificationKindSchema,
  inApp: z.boolean('inApp must be true or false'),
  email: z.boolean('email must be true or false'),
});
/** One kind's channels. */
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

/** `GET|PUT /notifications/preferences`: every kind, in {@link NOTIFICATION_KINDS} order. */
export const notificationPreferencesSchema = z.array(notificationPreferenceSchema);
/** The preferences answer. */
export const notificationPreferencesResponseSchema = envelope(notificationPreferencesSchema);
/** `PUT /notifications/preferences` body: the kinds to change (others keep their setting). */
export const updateNotificationPreferencesSchema = z.object({
  preferences: z
    .array(notificationPreferenceSchema)
    .min(1, 'preferences must hold at least one kind')
    .max(NOTIFICATION_KINDS.length),
});
/** A parsed preferences update. */
export type UpdateNotificationPreferences = z.infer<typeof updateNotificationPreferencesSchema>;

/** What the live socket sends: a new notification, or a changed unread count (read elsewhere). */
export const liveMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('notification'), notification: notificationSchema, unread: z.number().int() }),
  z.object({ type: z.literal('unread'), unread: z.number().int() }),
  z.object({ type: z.literal('work') }),
]);
/** A live socket message. */
export type LiveMessage = z.infer<typeof liveMessageSchema>;
