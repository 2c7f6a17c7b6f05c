import { z } from 'zod';
import {
  putRecruitmentDocumentBodySchema,
  recruitmentDecisionBodySchema,
  recruitmentDocumentStepSchema,
  recruitmentSchema,
  recruitmentStepSchema,
} from '@relais/domain';
import { defineRoute, idParam, ownerRoute } from './route';
import { routeTable } from './routes';

export const getRecruitment = ownerRoute({
  ...routeTable.getRecruitment,
  summary:
    'The recruitment steps (documents sent here, steps completed in other profile areas) with their states, and the recruitment status',
  params: idParam,
  response: recruitmentSchema,
  errors: [],
});

export const putRecruitmentDocument = ownerRoute({
  ...routeTable.putRecruitmentDocument,
  summary:
    'Send a recruitment document: links a file uploaded with usage RECRUITMENT (pdf where the type is pdf-only) to the administrative file; moves the status when it completes the steps',
  params: z.object({ id: z.string().min(1), fileType: recruitmentDocumentStepSchema }),
  body: putRecruitmentDocumentBodySchema,
  response: recruitmentStepSchema,
  errors: [
    'validation_failed',
    'not_found',
    'file_content_type_not_allowed',
    'validated_file_cannot_be_replaced',
    'not_in_recruitment',
  ],
});

export const decideRecruitment = defineRoute({
  ...routeTable.decideRecruitment,
  summary:
    'Staff: end a recruitment, RECRUITED (every step done and every document validated) or REFUSED with a reason',
  auth: 'staff',
  permission: 'recruitment',
  ownerExempt: 'staff only; every decision is written to the audit log',
  params: idParam,
  body: recruitmentDecisionBodySchema,
  response: recruitmentSchema,
  errors: [
    'authentication_required',
    'access_denied',
    'not_found',
    'validation_failed',
    'required-field',
    'not_in_recruitment',
    'recruitment_incomplete',
  ],
});

export const recruitmentRoutes = [getRecruitment, putRecruitmentDocument, decideRecruitment] as const;
