import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '@/server/lib/password.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createUser } from '../../../../test/factories.ts';
import { createClient } from '../../../../test/http.ts';

let ctx: TTestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('signing up and in on an English page', () => {
  it('names each invalid field of the sign-up form in English, the identity rules included', async () => {
    const client = createClient(ctx.app, { language: 'en' });
    await client.get('/api/sanctum/csrf-cookie');
    const refused = await client.post('/api/frontend/auth/signup', {
      register: {
        firstname: '',
        phone1: '123',
        vatIdType: 'nif',
        vatId: '12345678A',
        countryId: 73,
        postalCode: '28001',
        provinceId: 46,
        email: 'not-an-address',
        password: 'short',
        passwordConfirmation: 'other',
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      message: 'There is invalid data in the request body.',
      fields: {
        'register.firstname': 'Please enter your first name.',
        'register.lastname': 'Please enter your surname.',
        'register.email': 'The e-mail address is not valid.',
        'register.password': 'The password must be at least 10 characters long.',
        'register.passwordConfirmation': 'The passwords do not match.',
        'register.phone1':
          'The telephone number is not valid. If it is not Spanish, begin with + and the country code.',
        'register.vatId': 'The NIF is not valid: please check the digits and the letter.',
        'register.postalCode': 'The postcode does not match the chosen province.',
        'register.acceptedTerms': 'You must accept the terms of use and the privacy policy.',
      },
    });
  });

  it('refuses wrong credentials and a blocked account in English, and in Spanish to a Spanish page', async () => {
    const passwordHash = await hashPassword('clave-del-pujador');
    const user = await createUser(ctx.db, { passwordHash });
    const english = createClient(ctx.app, { language: 'en' });
    const wrong = await english.login(user.email, 'not-the-password');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error).toMatchObject({
      message: 'The e-mail address or the password is not correct.',
      fields: { password: 'The e-mail address or the password is not correct.' },
    });
    const blocked = await createUser(ctx.db, { passwordHash, isBanned: true });
    const banned = await english.login(blocked.email, 'clave-del-pujador');
    expect(banned.json().error.message).toBe(
      'Your account is blocked and cannot sign in. If you think this is a mistake, please contact us.',
    );
    const spanish = await createClient(ctx.app).login(user.email, 'no-es-esta');
    expect(spanish.json().error.message).toBe('El correo electrónico o la contraseña no son correctos.');
  });

  it('confirms a changed password and refuses a wrong current one in English', async () => {
    const user = await createUser(ctx.db, { passwordHash: await hashPassword('clave-del-pujador') });
    const client = createClient(ctx.app, { language: 'en' });
    await client.login(user.email, 'clave-del-pujador');
    const wrong = await client.put('/api/frontend/auth/user/password', {
      currentPassword: 'not-this-one',
      password: 'una-clave-nueva-2026',
      passwordConfirmation: 'una-clave-nueva-2026',
    });
    expect(wrong.json().error.fields).toEqual({ currentPassword: 'The current password is not correct.' });
    const changed = await client.put('/api/frontend/auth/user/password', {
      currentPassword: 'clave-del-pujador',
      password: 'una-clave-nueva-2026',
      passwordConfirmation: 'una-clave-nueva-2026',
    });
    expect(changed.json().data.message).toBe('Your password has been changed.');
  });
});
