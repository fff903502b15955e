import { icuIn } from '../../icu.ts';
import type { users as es } from '../es/users.ts';

export const users: typeof es = {
  nifInvalid: 'The NIF is not valid: please check the digits and the letter.',
  nieInvalid: 'The NIE is not valid: it must begin with X, Y or Z and its letter must be correct.',
  cifInvalid: 'The CIF is not valid: please check the first letter and the check digit.',
  euVatInvalid:
    'The EU VAT number must begin with the country code (for example, FR) followed by the number.',
  passportInvalid: 'The passport number is not valid.',
  phoneInvalid: 'The telephone number is not valid. If it is not Spanish, begin with + and the country code.',
  provinceMissing: 'Please choose the province.',
  postalCodeFormat: 'The postcode must have 5 digits.',
  postalCodeProvince: 'The postcode does not match the chosen province.',
  notFound: 'The user does not exist.',
  invalidUser: 'The user has invalid data.',
  emailTaken: 'Another account with that e-mail address already exists.',
  roleUnknown: 'Unknown role.',
  roleTwice: 'A role appears twice.',
  cannotDropOwnAdmin: 'You cannot remove the administration role from yourself.',
  cannotDeleteSelf: 'You cannot delete your own account.',
  hasBids: (name: string, bids: number) =>
    `This cannot be deleted: ${name} has ${icuIn('en', '{bids, plural, one {# bid} other {# bids}}', { bids })}. You can deactivate or block the account instead.`,
  hasAwards: (name: string) =>
    `This cannot be deleted: ${name} has awarded lots. You can deactivate or block the account instead.`,
};
