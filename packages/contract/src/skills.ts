import { z } from 'zod';
import {
  expertiseBodySchema,
  expertiseChoiceSchema,
  skillsBodySchema,
  skillsLinkSchema,
  skillsSchema,
} from '@relais/domain';
import { defineRoute, idParam, ownerRoute } from './route';
import { routeTable } from './routes';

export const getSkills = ownerRoute({
  ...routeTable.getSkills,
  summary: "The assistant's skills (languages, computer tools, job and other skills), graded 1 to 5",
  params: idParam,
  response: skillsSchema,
  errors: [],
});

export const putSkills = ownerRoute({
  ...routeTable.putSkills,
  summary: "Replace the assistant's skills",
  params: idParam,
  body: skillsBodySchema,
  response: skillsSchema,
  errors: ['validation_failed', 'required-field', 'value-out-of-range', 'duplicate_skill'],
});

export const getExpertiseChoice = ownerRoute({
  ...routeTable.getExpertiseChoice,
  summary: 'The expertises the assistant chose, with the reference list',
  params: idParam,
  response: expertiseChoiceSchema,
  errors: [],
});

export const putExpertiseChoice = ownerRoute({
  ...routeTable.putExpertiseChoice,
  summary:
    "Replace the assistant's expertises (ids of GET /expertises); clears the 'update your expertise' warning",
  params: idParam,
  body: expertiseBodySchema,
  response: expertiseChoiceSchema,
  errors: ['validation_failed', 'unknown_expertise'],
});

/** The prospect's secret token: any text up to a bound; an unknown one answers 404 skills_link_invalid. */
const linkParams = z.object({ randomString: z.string().min(1).max(256) });
const linkExempt = 'public secret link: the token names the prospect, valid only while she is in recruitment';
const linkErrors = ['skills_link_invalid', 'validation_failed'] as const;

export const getDirectSkills = defineRoute({
  ...routeTable.getDirectSkills,
  summary: "Public (the prospect's secret link): her skills",
  auth: 'public',
  ownerExempt: linkExempt,
  params: linkParams,
  response: skillsSchema,
  errors: linkErrors,
});

export const putDirectSkills = defineRoute({
  ...routeTable.putDirectSkills,
  summary: "Public (the prospect's secret link): replace her skills",
  auth: 'public',
  ownerExempt: linkExempt,
  params: linkParams,
  body: skillsBodySchema,
  response: skillsSchema,
  errors: [...linkErrors, 'required-field', 'value-out-of-range', 'duplicate_skill'],
});

export const getDirectExpertise = defineRoute({
  ...routeTable.getDirectExpertise,
  summary: "Public (the prospect's secret link): her expertises, with the reference list",
  auth: 'public',
  ownerExempt: linkExempt,
  params: linkParams,
  response: expertiseChoiceSchema,
  errors: linkErrors,
});

export const putDirectExpertise = defineRoute({
  ...routeTable.putDirectExpertise,
  summary: "Public (the prospect's secret link): replace her expertises",
  auth: 'public',
  ownerExempt: linkExempt,
  params: linkParams,
  body: expertiseBodySchema,
  response: expertiseChoiceSchema,
  errors: [...linkErrors, 'unknown_expertise'],
});

export const issueSkillsLink = defineRoute({
  ...routeTable.issueSkillsLink,
  summary:
    'Staff: issue a new skills link to a prospect in recruitment (the token is shown once; earlier links stop working)',
  auth: 'staff',
  permission: 'recruitment',
  ownerExempt: 'staff only; every link issued is written to the audit log',
  params: idParam,
  response: skillsLinkSchema,
  errors: ['authentication_required', 'access_denied', 'not_found', 'skills_link_invalid'],
});

export const skillsRoutes = [
  getSkills,
  putSkills,
  getExpertiseChoice,
  putExpertiseChoice,
  getDirectSkills,
  putDirectSkills,
  getDirectExpertise,
  putDirectExpertise,
  issueSkillsLink,
] as const;
