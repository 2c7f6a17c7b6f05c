import { randomUUID } from 'node:crypto';
import { businessDate } from '@relais/domain';
import type { ProviderInfo } from '../../config';
import type { Db } from '../client';
import { assistantClients, clients, preferences, users } from '../schema/index';

export const DEMO_PASSWORD = 'relais-demo';
export const DEMO_EMAIL = 'demo@relais.test';
export const OTHER_EMAIL = 'other@relais.test';
/**
 * A prospect still in recruitment (no mission yet): the skills link and the recruitment steps are hers.
 * IN_PROGRESS (APPLIED before): one step done, her identity document sent (seed-recruitment).
 */
export const PROSPECT_EMAIL = 'prospect@relais.test';
export const PROSPECT_RECRUITMENT_STATUS = 'IN_PROGRESS';
/** The demo assistant invoices with VAT (20 %). */
export const DEMO_TVA_INCLUDED = true;
export const staffEmail = (provider: ProviderInfo) => `support@${provider.staffEmailDomain}`;
/** A staff member with the finance permission only (invoices): the console shows her no other decision. */
export const financeEmail = (provider: ProviderInfo) => `finance@${provider.staffEmailDomain}`;

export type SeededPeople = {
  demoId: string;
  otherId: string;
  prospectId: string;
  staffId: string;
  demoClientIds: string[];
  otherClientId: string;
};

/** One password hash per demo account. */
export type DemoPasswordHashes = {
  demo: string;
  other: string;
  prospect: string;
  staff: string;
  finance: string;
  client: string;
};

const daysFrom = (now: Date, days: number) => businessDate(new Date(now.getTime() + days * 86_400_000));

const account = (
  first: string,
  last: string,
  email: string,
  mobile: string | null,
  phone: string | null,
) => ({
  accountCivility: 'MRS' as const,
  accountFirstName: first,
  accountLastName: last,
  accountAddress: '12 rue de la République',
  accountAddress2: null,
  accountZipCode: '69002',
  accountMobilePhone: mobile,
  accountPhone: phone,
  accountEmail: email,
});

export const seedPeople = async (
  db: Db,
  now: Date,
  provider: ProviderInfo,
  passwordHashes: DemoPasswordHashes,
) => {
  const ids = {
    demoId: randomUUID(),
    otherId: randomUUID(),
    prospectId: randomUUID(),
    staffId: randomUUID(),
  };
  await db.insert(users).values([
    {
      id: ids.demoId,
      loginEmail: DEMO_EMAIL,
      passwordHash: passwordHashes.demo,
      civility: 'MRS',
      firstName: 'Camille',
      lastName: 'Durand',
      birthdate: '1988-04-12',
      address: '8 place Bellecour',
      zipCode: '69002',
      city: 'Lyon',
      country: 'France',
      latitude: 45.7578,
      longitude: 4.832,
      phone: '+33 6 12 34 56 78',
      secondaryEmail: 'camille.durand@exemple.fr',
      proInsuranceLimitDate: daysFrom(now, 200),
      signedDate: daysFrom(now, -400),
      tvaIncluded: DEMO_TVA_INCLUDED,
      status: 'ACTIVE',
      recruitmentStatus: 'RECRUITED',
      beforeRecruitmentStatus: null,
      warningRelaisAcademy: daysFrom(now, -3),
      description: 'Assistante polyvalente, 10 ans d’expérience en PME.',
      submitInvoiceAuthorizationDate: daysFrom(now, -400),
    },
    {
      id: ids.otherId,
      loginEmail: OTHER_EMAIL,
      passwordHash: passwordHashes.other,
      civility: 'MR',
      firstName: 'Julien',
      lastName: 'Martin',
      city: 'Nantes',
      country: 'France',
      status: 'ACTIVE',
      signedDate: daysFrom(now, -100),
    },
    {
      id: ids.prospectId,
      loginEmail: PROSPECT_EMAIL,
      passwordHash: passwordHashes.prospect,
      civility: 'MRS',
      firstName: 'Inès',
      lastName: 'Garnier',
      city: 'Grenoble',
      country: 'France',
      status: 'ACTIVE',
      recruitmentStatus: PROSPECT_RECRUITMENT_STATUS,
      beforeRecruitmentStatus: 'APPLIED',
    },
    {
      id: ids.staffId,
      loginEmail: staffEmail(provider),
      passwordHash: passwordHashes.staff,
      role: 'STAFF',
      staffPermissions: ['admin'],
      firstName: 'Support',
      lastName: provider.name,
      status: 'ACTIVE',
    },
    {
      id: randomUUID(),
      loginEmail: financeEmail(provider),
      passwordHash: passwordHashes.finance,
      role: 'STAFF',
      staffPermissions: ['finance'],
      firstName: 'Julie',
      lastName: 'Marchand',
      status: 'ACTIVE',
    },
  ]);

  const c = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()] as const;
  await db.insert(clients).values([
    {
      id: c[0],
      pro: true,
      company: 'Boulangerie Lemoine SARL',
      name: 'Boulangerie Lemoine',
      color: '#2e7d32',
      phone: '+33 4 78 00 11 22',
      brief: 'Facturation et relances chaque semaine.',
      csName: 'Sophie Bernard',
      csEmail: 'sophie.bernard@relais-provider.test',
      // premium services offered: one past intervention approved, another waiting (seed-activity)
      premiumEnabled: true,
      ...account('Hélène', 'Lemoine', 'contact@lemoine.test', '+33 6 11 22 33 44', '+33 4 78 00 11 22'),
    },
    {
      id: c[1],
      pro: true,
      company: 'Cabinet Girard Avocats',
      name: 'Cabinet Girard',
      color: '#1565c0',
      phone: null,
      brief: 'Secrétariat juridique, agenda des associés.',
      csName: 'Thomas Petit',
      csEmail: 'thomas.petit@relais-provider.test',
      ...account('Marc', 'Girard', 'accueil@girard-avocats.test', null, '+33 4 72 33 44 55'),
    },
    {
      id: c[2],
      pro: true,
      company: 'Atelier Moreau',
      name: 'Atelier Moreau',
      color: '#ef6c00',
      phone: null,
      brief: 'Renfort ponctuel pour le classement.',
      csName: 'Sophie Bernard',
      csEmail: 'sophie.bernard@relais-provider.test',
      ...account('Luc', 'Moreau', 'luc@atelier-moreau.test', null, null),
    },
    {
      id: c[3],
      pro: false,
      company: null,
      name: 'Mme Françoise Roux',
      color: '#8e24aa',
      phone: null,
      brief: 'Particulier : papiers administratifs une fois par mois.',
      csName: 'Thomas Petit',
      csEmail: 'thomas.petit@relais-provider.test',
      ...account('Françoise', 'Roux', 'f.roux@exemple.test', null, null),
    },
    {
      id: c[4],
      pro: true,
      company: 'Transports Leroy',
      name: 'Transports Leroy',
      color: '#00838f',
      phone: '+33 2 40 00 00 00',
      brief: 'Saisie des bons de livraison.',
      csName: 'Sophie Bernard',
      csEmail: 'sophie.bernard@relais-provider.test',
      ...account('Paul', 'Leroy', 'paul@leroy.test', '+33 6 99 88 77 66', null),
    },
  ]);
  await db.insert(assistantClients).values([
    { assistantId: ids.demoId, clientId: c[0], active: true, other: false },
    { assistantId: ids.demoId, clientId: c[1], active: true, other: false },
    { assistantId: ids.demoId, clientId: c[2], active: true, other: true },
    { assistantId: ids.demoId, clientId: c[3], active: true, other: false },
    { assistantId: ids.otherId, clientId: c[4], active: true, other: false },
  ]);
  await db.insert(preferences).values([
    { userId: ids.demoId, key: 'language', value: 'fr' },
    { userId: ids.demoId, key: 'workPreference', value: 'MAINLY_SITE' },
  ]);
  return { ...ids, demoClientIds: [c[0], c[1], c[2], c[3]], otherClientId: c[4] };
};
