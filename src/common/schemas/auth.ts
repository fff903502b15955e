import { z } from 'zod';
import { apiText } from '../i18n/api/index.ts';
import { languages } from '../language.ts';
import { safeReturnPath } from '../return-path.ts';
import { staffRoles } from '../staff-roles.ts';
import {
  addressProblems,
  phoneProblem,
  type TVatIdType,
  vatIdProblem,
  vatIdTypes,
} from '../validation/user-rules.ts';

const t = apiText.auth;

const name = (missing: () => string, tooLong: () => string) =>
  z.string({ error: missing }).trim().min(1, { error: missing }).max(100, { error: tooLong });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: () => apiText.api.tooLong(max) })
    .nullish()
    .transform((value) => (value ? value : null));

export const ZEmailSchema = z
  .string({ error: () => t.emailMissing })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: () => t.emailInvalid }).max(254));

/** The language a person reads their e-mails and documents in (docs/product.md#languages). */
export const ZLanguageSchema = z
  .enum(languages, { error: () => t.languageUnknown })
  .describe('es (Spanish) or en (English): the e-mails and documents the person receives');

export const ZPasswordSchema = z
  .string({ error: () => t.passwordMissing })
  .min(10, { error: () => t.passwordTooShort })
  .max(200, { error: () => t.passwordTooLong });

/** Personal and invoicing data shared by sign-up and "my account" (docs/product.md#accounts). */
const profileFields = {
  firstname: name(
    () => t.firstnameMissing,
    () => t.firstnameTooLong,
  ),
  lastname: name(
    () => t.lastnameMissing,
    () => t.lastnameTooLong,
  ),
  phone1: z
    .string({ error: () => t.phoneMissing })
    .trim()
    .min(1, { error: () => t.phoneMissing }),
  phone2: optionalText(30),
  isCompany: z.boolean().default(false),
  companyName: optionalText(200),
  vatIdType: z.enum(vatIdTypes, { error: () => t.vatIdTypeMissing }).default('nif'),
  vatId: z
    .string({ error: () => t.vatIdMissing })
    .trim()
    .min(1, { error: () => t.vatIdMissing })
    .max(30),
  address: z
    .string({ error: () => t.addressMissing })
    .trim()
    .min(1, { error: () => t.addressMissing })
    .max(200),
  city: z
    .string({ error: () => t.cityMissing })
    .trim()
    .min(1, { error: () => t.cityMissing })
    .max(100),
  postalCode: z
    .string({ error: () => t.postalCodeMissing })
    .trim()
    .min(1, { error: () => t.postalCodeMissing })
    .max(12),
  countryId: z
    .number({ error: () => t.countryMissing })
    .int()
    .positive({ error: () => t.countryMissing }),
  provinceId: z
    .number()
    .int()
    .positive()
    .nullish()
    .transform((value) => value ?? null),
};

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** Profile input not yet parsed: any field may be missing or of the wrong type. */
type TProfileInput = Record<string, unknown>;
/** A field and what is wrong with it, or null when nothing is. */
type TFieldProblem = [field: string, message: string | null];

/** Phone numbers that were given but cannot be dialled. */
const phoneProblems = (profile: TProfileInput): TFieldProblem[] =>
  (['phone1', 'phone2'] as const).map((field) => {
    const phone = profile[field];
    return [field, isText(phone) ? phoneProblem(phone) : null];
  });

/** A company invoices under its name. */
const companyNameProblem = (profile: TProfileInput): TFieldProblem => [
  'companyName',
  profile.isCompany === true && !isText(profile.companyName) ? t.companyNameMissing : null,
];

/** A tax id that does not fit its type; an unknown type is already the type field's problem. */
const vatIdProblemOf = (profile: TProfileInput): TFieldProblem => {
  const vatIdType = profile.vatIdType ?? 'nif';
  const isKnownType = (vatIdTypes as readonly unknown[]).includes(vatIdType);
  return [
    'vatId',
    isText(profile.vatId) && isKnownType ? vatIdProblem(vatIdType as TVatIdType, profile.vatId) : null,
  ];
};

/** Province and postal code as the country requires them; without a country there is nothing to check. */
const addressProblemsOf = (profile: TProfileInput): TFieldProblem[] => {
  if (typeof profile.countryId !== 'number') return [];
  const address = {
    countryId: profile.countryId,
    provinceId: typeof profile.provinceId === 'number' ? profile.provinceId : null,
    postalCode: typeof profile.postalCode === 'string' ? profile.postalCode : null,
  };
  return Object.entries(addressProblems(address));
};

/**
 * Rules across fields. They also run when other fields already failed (`when` below), so a form gets
 * every problem at once; hence the input is checked defensively rather than trusted to be parsed.
 */
const checkProfile = (input: unknown, ctx: z.RefinementCtx) => {
  // With `when` always true, this runs even when the value is not an object at all (a missing `user`).
  if (typeof input !== 'object' || input === null) return;
  const profile = input as TProfileInput;
  const problems = [
    ...phoneProblems(profile),
    companyNameProblem(profile),
    vatIdProblemOf(profile),
    ...addressProblemsOf(profile),
  ];
  for (const [field, message] of problems) {
    if (message) ctx.addIssue({ code: 'custom', path: [field], message });
  }
};

const always = { when: () => true };

export const ZProfileSchema = z
  .object(profileFields)
  .superRefine((profile, ctx) => checkProfile(profile, ctx), always);
export type TProfile = z.infer<typeof ZProfileSchema>;

export const ZRegisterSchema = z
  .object({
    ...profileFields,
    email: ZEmailSchema,
    password: ZPasswordSchema,
    passwordConfirmation: z.string({ error: () => t.passwordConfirmationMissing }),
    acceptedTerms: z.literal(true, { error: () => t.termsNotAccepted }),
    // Consent to commercial e-mails is opt-in (GDPR, LSSI art. 21): never assumed.
    subscribed: z.boolean().default(false),
    // Left out, the sign-up route takes the browser's Accept-Language.
    language: ZLanguageSchema.optional(),
  })
  .superRefine((register, ctx) => {
    if (typeof register !== 'object' || register === null) return;
    checkProfile(register, ctx);
    const { password, passwordConfirmation, email } = register as Record<string, unknown>;
    if (typeof password === 'string' && password !== passwordConfirmation) {
      ctx.addIssue({
        code: 'custom',
        path: ['passwordConfirmation'],
        message: t.passwordsDiffer,
      });
    }
    if (
      typeof password === 'string' &&
      typeof email === 'string' &&
      password.trim().toLowerCase() === email.trim().toLowerCase()
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['password'],
        message: t.passwordIsEmail,
      });
    }
  }, always);
export type TRegister = z.infer<typeof ZRegisterSchema>;
export type TRegisterInput = z.input<typeof ZRegisterSchema>;

/** Where to send the visitor back after activation: a path of this site only (src/common/return-path.ts). */
export const ZReturnPathSchema = z
  .string()
  .refine((value) => safeReturnPath(value) !== null, { error: () => t.returnPathInvalid })
  .transform((value) => safeReturnPath(value) as string);

export const ZSignupRequestSchema = z.object({
  register: ZRegisterSchema,
  returnTo: ZReturnPathSchema.optional().describe(
    'The page the visitor signed up from; the activation link brings them back to it',
  ),
});
export type TSignupRequest = z.input<typeof ZSignupRequestSchema>;

/** `POST /api/frontend/auth/activation/resend`: a new activation link, back to the same page as the first. */
export const ZResendActivationRequestSchema = z.object({
  email: ZEmailSchema,
  returnTo: ZReturnPathSchema.optional().describe(
    'The page the visitor started from; the new activation link brings them back to it',
  ),
});
export type TResendActivationRequest = z.input<typeof ZResendActivationRequestSchema>;

export const ZLoginRequestSchema = z.object({
  email: ZEmailSchema,
  password: z
    .string({ error: () => t.loginPasswordMissing })
    .min(1, { error: () => t.loginPasswordMissing })
    .max(200),
  remember: z.boolean().default(false),
});
export type TLoginRequest = z.input<typeof ZLoginRequestSchema>;

/** The signed-in user as the client sees it: never the password hash or admin notes. */
export const ZCurrentUserSchema = z
  .object({
    id: z.number().int(),
    firstname: z.string(),
    lastname: z.string(),
    fullName: z.string(),
    email: z.string(),
    phone1: z.string().nullable(),
    phone2: z.string().nullable(),
    isCompany: z.boolean(),
    companyName: z.string().nullable(),
    vatIdType: z.enum(vatIdTypes),
    vatId: z.string().nullable(),
    address: z.string().nullable(),
    city: z.string().nullable(),
    postalCode: z.string().nullable(),
    countryId: z.number().int().nullable(),
    provinceId: z.number().int().nullable(),
    subscribed: z.boolean(),
    language: ZLanguageSchema,
    isAdmin: z.boolean().describe('A member of staff: has at least one role'),
    roles: z
      .array(z.enum(staffRoles))
      .describe(
        'Staff roles (administración, subastas, …); what each may do is in src/common/staff-roles.ts',
      ),
    hasWrongEmail: z.boolean(),
    biddingBlock: z
      .string()
      .nullable()
      .describe('Why the person may not bid now (unpaid settlements, or an admin); null while they may'),
    createdOn: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'CurrentUser' });
export type TCurrentUser = z.infer<typeof ZCurrentUserSchema>;

export const ZCurrentUserResponseSchema = z.object({ data: z.object({ user: ZCurrentUserSchema }) });

/** The invoicing data a user confirms when subscribing: what their account holds now (España by default). */
export const profileOf = (user: TCurrentUser): z.input<typeof ZProfileSchema> => ({
  firstname: user.firstname,
  lastname: user.lastname,
  phone1: user.phone1 ?? '',
  phone2: user.phone2,
  isCompany: user.isCompany,
  companyName: user.companyName,
  vatIdType: user.vatIdType,
  vatId: user.vatId ?? '',
  address: user.address ?? '',
  city: user.city ?? '',
  postalCode: user.postalCode ?? '',
  countryId: user.countryId ?? 73,
  provinceId: user.provinceId,
});
export type TCurrentUserResponse = z.infer<typeof ZCurrentUserResponseSchema>;

/** Answers of the activation and recovery-key checks (SPEC: "returns a result"). */
export const ZResultResponseSchema = z.object({
  data: z.object({
    result: z.enum(['activated', 'already-active', 'invalid', 'expired', 'sent', 'valid', 'changed']),
    message: z.string(),
  }),
});
export type TResultResponse = z.infer<typeof ZResultResponseSchema>;

/** `GET /api/frontend/auth/alive`: answered only while the session lives (401 otherwise). */
export const ZAliveResponseSchema = z.object({ data: z.object({ alive: z.literal(true) }) });
export type TAliveResponse = z.infer<typeof ZAliveResponseSchema>;

export const ZPasswordRecoveryRequestSchema = z.object({
  passwordRecovery: z
    .object({
      key: z.string().min(10).max(200),
      password: ZPasswordSchema,
      passwordConfirmation: z.string(),
    })
    .refine((value) => value.password === value.passwordConfirmation, {
      path: ['passwordConfirmation'],
      error: () => t.passwordsDiffer,
    }),
});

/** `PUT /api/frontend/auth/user`: every section of "my account" saves the whole profile. */
export const ZUpdateProfileRequestSchema = z.object({
  // Left out, the user's choice stays as it was: a save never subscribes or unsubscribes anyone by omission.
  user: ZProfileSchema.and(
    z.object({ subscribed: z.boolean().optional(), language: ZLanguageSchema.optional() }),
  ),
});
export type TUpdateProfileRequest = z.input<typeof ZUpdateProfileRequestSchema>;

export const ZChangePasswordRequestSchema = z
  .object({
    currentPassword: z
      .string({ error: () => t.currentPasswordMissing })
      .min(1, { error: () => t.currentPasswordMissing })
      .max(200),
    password: ZPasswordSchema,
    passwordConfirmation: z.string(),
  })
  .refine((value) => value.password === value.passwordConfirmation, {
    path: ['passwordConfirmation'],
    error: () => t.passwordsDiffer,
  });
export type TChangePasswordRequest = z.input<typeof ZChangePasswordRequestSchema>;

export const ZChangeEmailRequestSchema = z.object({
  email: ZEmailSchema,
  currentPassword: z
    .string({ error: () => t.currentPasswordMissing })
    .min(1, { error: () => t.currentPasswordMissing })
    .max(200),
});
export type TChangeEmailRequest = z.input<typeof ZChangeEmailRequestSchema>;

/**
 * `PUT /api/frontend/auth/user/language`: the language alone, which staff change from the back office
 * whether or not their account holds the invoicing data a whole profile save requires.
 */
export const ZChangeLanguageRequestSchema = z.object({ language: ZLanguageSchema });
export type TChangeLanguageRequest = z.input<typeof ZChangeLanguageRequestSchema>;

/** One of the signed-in user's sessions, as Mi cuenta › Sesiones lists it (docs/operations.md, "Sessions"). */
export const ZUserSessionSchema = z
  .object({
    /** A handle for ending it; not the stored token hash. */
    id: z.string(),
    /** "Chrome en Android", from the browser's User-Agent. */
    device: z.string(),
    /** The network it signed in from, masked: "83.45.12.x" or "2a02:9130:8a0::/48"; null when unknown. */
    network: z.string().nullable(),
    /** Where that network is, roughly: "España", or "Sevilla, España" with a city database; null when unknown. */
    place: z.string().nullable(),
    createdAt: z.iso.datetime(),
    lastSeenAt: z.iso.datetime(),
    /** The session this request came with. */
    isCurrent: z.boolean(),
  })
  .meta({ id: 'UserSession' });
export type TUserSession = z.infer<typeof ZUserSessionSchema>;

export const ZUserSessionsResponseSchema = z.object({
  data: z.object({ sessions: z.array(ZUserSessionSchema) }),
});
export type TUserSessionsResponse = z.infer<typeof ZUserSessionsResponseSchema>;

export const ZSessionParamsSchema = z.object({ id: z.string().min(1).max(64) });

/**
 * `POST /api/login`: the user when the password is enough (docs/product.md#api-contract, unchanged for bidders without a second
 * factor), or what the second step needs when the account has one or is staff (docs/operations.md).
 */
export const ZSecondFactorChallengeSchema = z
  .object({
    /** Staff without a second factor yet: enrol one before anything else. */
    mustEnrol: z.boolean(),
    totp: z.boolean(),
    passkey: z.boolean(),
  })
  .meta({ id: 'SecondFactorChallenge' });
export type TSecondFactorChallenge = z.infer<typeof ZSecondFactorChallengeSchema>;

export const ZLoginResponseSchema = z.union([
  z.object({ data: z.object({ user: ZCurrentUserSchema }) }),
  z.object({ data: z.object({ secondFactor: ZSecondFactorChallengeSchema }) }),
]);
export type TLoginResponse = z.infer<typeof ZLoginResponseSchema>;

export const ZSecondFactorCodeRequestSchema = z.object({
  code: z
    .string({ error: () => t.codeMissing })
    .trim()
    .min(6, { error: () => t.codeLength })
    .max(20, { error: () => t.codeLength }),
});
export type TSecondFactorCodeRequest = z.input<typeof ZSecondFactorCodeRequestSchema>;

/** WebAuthn options and answers travel as the JSON the browser library makes of them. */
export const ZWebAuthnOptionsResponseSchema = z.object({
  data: z.object({ options: z.looseObject({ challenge: z.string() }) }),
});
export type TWebAuthnOptionsResponse = z.infer<typeof ZWebAuthnOptionsResponseSchema>;

const ZWebAuthnCredentialSchema = z.looseObject({
  id: z.string().min(1).max(1024),
  rawId: z.string().min(1).max(1024),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: z.string() }),
});

export const ZPasskeyAssertionRequestSchema = z.object({ credential: ZWebAuthnCredentialSchema });

export const ZPasskeyRegistrationRequestSchema = z.object({
  credential: ZWebAuthnCredentialSchema,
  name: z
    .string({ error: () => t.passkeyNameMissing })
    .trim()
    .min(1, { error: () => t.passkeyNameMissing })
    .max(60, { error: () => t.passkeyNameTooLong }),
});

export const ZTotpEnrolmentResponseSchema = z.object({
  data: z.object({
    /** Base32, for typing into an app that cannot scan. */
    secret: z.string(),
    /** The otpauth:// address the QR code carries. */
    uri: z.string(),
  }),
});
export type TTotpEnrolmentResponse = z.infer<typeof ZTotpEnrolmentResponseSchema>;

/** After a factor is added: the user, and the recovery codes when this was the first factor (shown once). */
export const ZFactorAddedResponseSchema = z.object({
  data: z.object({ user: ZCurrentUserSchema, recoveryCodes: z.array(z.string()).optional() }),
});
export type TFactorAddedResponse = z.infer<typeof ZFactorAddedResponseSchema>;

export const ZRecoveryCodesResponseSchema = z.object({
  data: z.object({ recoveryCodes: z.array(z.string()) }),
});
export type TRecoveryCodesResponse = z.infer<typeof ZRecoveryCodesResponseSchema>;

export const ZSecondFactorStatusSchema = z
  .object({
    /** Staff: at least one factor must remain. */
    required: z.boolean(),
    totp: z.boolean(),
    passkeys: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        createdAt: z.iso.datetime(),
        lastUsedAt: z.iso.datetime().nullable(),
      }),
    ),
    recoveryCodesLeft: z.number().int(),
  })
  .meta({ id: 'SecondFactorStatus' });
export type TSecondFactorStatus = z.infer<typeof ZSecondFactorStatusSchema>;

export const ZSecondFactorStatusResponseSchema = z.object({
  data: z.object({ secondFactor: ZSecondFactorStatusSchema }),
});
export type TSecondFactorStatusResponse = z.infer<typeof ZSecondFactorStatusResponseSchema>;
