import { formatDateTime } from '../../../format.ts';
import type { approvals as es } from '../es/approvals.ts';

export const approvals: typeof es = {
  pendingApproval: 'This now awaits approval by another person in accounts.',
  reasonMissing: 'Please give the reason for the rejection.',
  reasonTooShort: 'Please give the reason for the rejection (at least 5 characters).',
  reasonTooLong: 'The reason cannot be longer than 500 characters.',
  notFound: 'This approval does not exist.',
  alreadyApproved: 'This request has already been approved.',
  alreadyRejected: 'This request has already been rejected.',
  expired: (expiresOn: Date) =>
    `This request expired on ${formatDateTime(expiresOn, 'en')} without anyone deciding it: please ask again if it is still needed.`,
  ownRequest: 'You cannot approve your own request: another person in accounts must approve it.',
};
