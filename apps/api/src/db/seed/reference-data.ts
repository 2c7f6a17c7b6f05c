import { DEFAULT_KM_PACKAGE_ID } from '@relais/domain';

/** French reference data of the demo: task groups TG1..TG29 with tasks, rates, expertises. */
export const TASK_GROUP_DATA: { label: string; tasks: [string, boolean][] }[] = [
  {
    label: 'Accueil',
    tasks: [
      ['Accueil physique des visiteurs', false],
      ['Gestion du standard', false],
    ],
  },
  {
    label: 'Courrier',
    tasks: [
      ['Tri et distribution du courrier', false],
      ['Affranchissement', false],
    ],
  },
  {
    label: 'Classement',
    tasks: [
      ['Classement et archivage', false],
      ['Numérisation de documents', false],
    ],
  },
  {
    label: 'Agenda',
    tasks: [
      ['Gestion de l’agenda du dirigeant', false],
      ['Organisation de réunions', false],
    ],
  },
  {
    label: 'Déplacements',
    tasks: [
      ['Réservation de déplacements', false],
      ['Notes de frais', false],
    ],
  },
  {
    label: 'Facturation',
    tasks: [
      ['Saisie des factures clients', false],
      ['Relances clients', false],
      ['Recouvrement contentieux', true],
    ],
  },
  {
    label: 'Comptabilité',
    tasks: [
      ['Saisie comptable', false],
      ['Rapprochement bancaire', false],
      ['Préparation du bilan', true],
    ],
  },
  {
    label: 'Paie',
    tasks: [
      ['Préparation des éléments de paie', false],
      ['Déclarations sociales', true],
    ],
  },
  {
    label: 'Ressources humaines',
    tasks: [
      ['Suivi des absences', false],
      ['Dossiers du personnel', false],
      ['Recrutement', true],
    ],
  },
  {
    label: 'Achats',
    tasks: [
      ['Commandes fournisseurs', false],
      ['Suivi des livraisons', false],
    ],
  },
  {
    label: 'Commercial',
    tasks: [
      ['Mise à jour du fichier clients', false],
      ['Devis et propositions', false],
      ['Prospection téléphonique', true],
    ],
  },
  {
    label: 'Communication',
    tasks: [
      ['Publication sur les réseaux sociaux', false],
      ['Newsletter', false],
    ],
  },
  {
    label: 'Événementiel',
    tasks: [
      ['Organisation d’événements', false],
      ['Gestion des invitations', false],
    ],
  },
  {
    label: 'Juridique',
    tasks: [
      ['Suivi des contrats', false],
      ['Secrétariat juridique', true],
    ],
  },
  {
    label: 'Immobilier',
    tasks: [
      ['Gestion des baux', false],
      ['État des lieux', false],
    ],
  },
  {
    label: 'Qualité',
    tasks: [
      ['Mise à jour des procédures', false],
      ['Audit interne', true],
    ],
  },
  {
    label: 'Informatique',
    tasks: [
      ['Gestion des accès', false],
      ['Support aux utilisateurs', false],
    ],
  },
  {
    label: 'Rédaction',
    tasks: [
      ['Rédaction de courriers', false],
      ['Comptes rendus', false],
    ],
  },
  {
    label: 'Traduction',
    tasks: [
      ['Traduction anglais-français', true],
      ['Relecture', false],
    ],
  },
  {
    label: 'Saisie',
    tasks: [
      ['Saisie de données', false],
      ['Mise à jour de tableaux', false],
    ],
  },
  {
    label: 'Relation client',
    tasks: [
      ['Service après-vente', false],
      ['Gestion des réclamations', false],
    ],
  },
  {
    label: 'Logistique',
    tasks: [
      ['Gestion des stocks', false],
      ['Expéditions', false],
    ],
  },
  {
    label: 'Services généraux',
    tasks: [
      ['Fournitures de bureau', false],
      ['Entretien des locaux', false],
    ],
  },
  {
    label: 'Santé',
    tasks: [
      ['Secrétariat médical', false],
      ['Prise de rendez-vous patients', false],
    ],
  },
  {
    label: 'Administration',
    tasks: [
      ['Démarches administratives', false],
      ['Suivi des assurances', false],
    ],
  },
  {
    label: 'Trésorerie',
    tasks: [
      ['Prévisions de trésorerie', true],
      ['Suivi des encaissements', false],
    ],
  },
  {
    label: 'Direction',
    tasks: [
      ['Assistanat de direction', false],
      ['Préparation des conseils', true],
    ],
  },
  {
    label: 'Formation',
    tasks: [
      ['Plan de formation', false],
      ['Inscriptions aux formations', false],
    ],
  },
  {
    label: 'Divers',
    tasks: [
      ['Autre tâche', false],
      ['Mission ponctuelle', false],
    ],
  },
];

export const RATE_DATA = [
  { productType: 'PROFORMAT_HOURS', label: 'Heures standard', priceCents: 3200, packageId: null },
  { productType: 'PROFORMA_PREMIUMHOURS', label: 'Heures premium', priceCents: 4200, packageId: null },
  { productType: 'PROFORMA_RATE', label: 'Forfait standard', priceCents: 9600, packageId: null },
  { productType: 'PROFORMA_PREMIUMRATE', label: 'Forfait premium', priceCents: 12600, packageId: null },
  { productType: 'PROFORMAT_EXPENSE', label: 'Frais', priceCents: 100, packageId: null },
  {
    productType: 'PROFORMAT_KM',
    label: 'Indemnités kilométriques',
    priceCents: 45,
    packageId: DEFAULT_KM_PACKAGE_ID,
  },
] as const;

export const EXPERTISE_DATA: [string, string][] = [
  ['ACCOUNTING', 'Comptabilité'],
  ['PAYROLL', 'Paie'],
  ['HR', 'Ressources humaines'],
  ['LEGAL', 'Secrétariat juridique'],
  ['MEDICAL', 'Secrétariat médical'],
  ['REAL_ESTATE', 'Immobilier'],
  ['SALES', 'Administration des ventes'],
  ['EVENTS', 'Événementiel'],
  ['ENGLISH', 'Anglais professionnel'],
  ['OFFICE', 'Bureautique avancée'],
];
