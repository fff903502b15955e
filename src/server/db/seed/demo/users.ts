import { foldAccents } from '@/common/fold-accents.ts';
import type { TDb } from '@/server/db/client.ts';
import { users } from '@/server/db/schema/index.ts';
import { hashPassword } from '@/server/lib/password.ts';

export const DEMO_PASSWORD = 'demo-lonja-2026';

const nifLetter = (digits: number) => 'TRWAGMYFPDXBNJZSQVHLCKE'[digits % 23];
const nif = (digits: number) => `${String(digits).padStart(8, '0')}${nifLetter(digits)}`;

const people = [
  {
    firstname: 'Lucía',
    lastname: 'Martínez Soler',
    city: 'Valencia',
    postalCode: '46005',
    provinceId: 46,
    phone1: '+34 612 345 678',
  },
  {
    firstname: 'Javier',
    lastname: 'García Ferrer',
    city: 'Madrid',
    postalCode: '28013',
    provinceId: 28,
    phone1: '+34 633 218 904',
  },
  {
    firstname: 'Marta',
    lastname: 'López Ibáñez',
    city: 'Barcelona',
    postalCode: '08012',
    provinceId: 8,
    phone1: '+34 654 770 112',
  },
  {
    firstname: 'Andrés',
    lastname: 'Navarro Gil',
    city: 'Alicante',
    postalCode: '03001',
    provinceId: 3,
    phone1: '+34 677 901 345',
  },
  {
    firstname: 'Carmen',
    lastname: 'Ruiz Blasco',
    city: 'Castellón de la Plana',
    postalCode: '12001',
    provinceId: 12,
    phone1: '+34 690 445 218',
  },
  {
    firstname: 'Pablo',
    lastname: 'Sánchez Mora',
    city: 'Zaragoza',
    postalCode: '50001',
    provinceId: 50,
    phone1: '+34 611 998 877',
  },
];

const companies = [
  {
    firstname: 'Elena',
    lastname: 'Vidal Roig',
    companyName: 'Maquinaria Vidal e Hijos, S.L.',
    vatId: 'B12345674',
    city: 'Sagunto',
    postalCode: '46500',
    provinceId: 46,
    phone1: '+34 962 661 020',
  },
  {
    firstname: 'Sergio',
    lastname: 'Castillo Pardo',
    companyName: 'Recuperaciones Industriales del Sur, S.A.',
    vatId: 'A58818501',
    city: 'Sevilla',
    postalCode: '41001',
    provinceId: 41,
    phone1: '+34 954 221 300',
  },
];

const slug = (text: string) => foldAccents(text).replace(/[^a-z]+/g, '.');

/** Active demo bidders (six people and two companies) who all log in with DEMO_PASSWORD. */
export const createDemoUsers = async (db: TDb) => {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const rows = [
    ...people.map((person, index) => ({
      ...person,
      email: `${slug(person.firstname)}.${slug(person.lastname.split(' ')[0]!)}@example.com`,
      vatIdType: 'nif' as const,
      vatId: nif(20_000_000 + index * 1_234_567),
      address: `Calle Mayor ${index + 3}`,
    })),
    ...companies.map((company) => ({
      ...company,
      email: `compras@${slug(company.companyName.split(',')[0]!).replace(/\./g, '')}.example.com`,
      isCompany: true,
      vatIdType: 'cif' as const,
      address: 'Polígono Industrial, nave 7',
    })),
  ];
  return db
    .insert(users)
    .values(rows.map((row) => ({ ...row, countryId: 73, passwordHash, isActive: true, acceptedTerms: true })))
    .returning();
};
