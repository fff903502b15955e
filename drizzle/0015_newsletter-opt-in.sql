-- Consent to commercial e-mails is opt-in (GDPR, LSSI art. 21): new users start unsubscribed.
ALTER TABLE "users" ALTER COLUMN "subscribed" SET DEFAULT false;