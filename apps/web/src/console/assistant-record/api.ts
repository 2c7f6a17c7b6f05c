import { routeTable } from '@relais/contract/routes';
import type { RecruitmentDecisionBody } from '@relais/domain/rules';
import { call } from '../../lib/api-client';

/** The record's query keys: everything of one assistant under one prefix (a decision reloads them). */
export const recordKeys = {
  of: (id: string) => ['staff', 'assistant', id] as const,
  summary: (id: string) => ['staff', 'assistant', id, 'summary'] as const,
  file: (id: string) => ['staff', 'assistant', id, 'file'] as const,
  interventions: (id: string) => ['staff', 'assistant', id, 'interventions'] as const,
  invoices: (id: string) => ['staff', 'assistant', id, 'invoices'] as const,
  messages: (id: string) => ['staff', 'assistant', id, 'messages'] as const,
  loyalty: (id: string) => ['staff', 'assistant', id, 'loyalty'] as const,
  referral: (id: string) => ['staff', 'assistant', id, 'referral'] as const,
  history: (id: string, page: number) => ['staff', 'assistant', id, 'history', page] as const,
};

const of = (id: string) => ({ params: { id } });

export const HISTORY_PAGE_SIZE = 20;

export const getRecord = (id: string) => call(routeTable.getStaffAssistant, of(id));
export const getFile = (id: string) => call(routeTable.getStaffAssistantFile, of(id));
export const listInterventions = (id: string) => call(routeTable.listStaffAssistantInterventions, of(id));
export const listInvoices = (id: string) => call(routeTable.listStaffAssistantInvoices, of(id));
export const getHistory = (id: string, page: number) =>
  call(routeTable.getStaffAssistantHistory, { ...of(id), query: { page, size: HISTORY_PAGE_SIZE } });
export const getConversation = (id: string) => call(routeTable.listStaffConversation, of(id));
export const getLoyalty = (id: string) => call(routeTable.getStaffLoyaltySumup, of(id));
export const getReferral = (id: string) => call(routeTable.getStaffReferralCode, of(id));

export const decideRecruitment = (id: string, body: RecruitmentDecisionBody) =>
  call(routeTable.decideRecruitment, { ...of(id), body });
export const issueSkillsLink = (id: string) => call(routeTable.issueSkillsLink, of(id));
export const createHelpdeskLink = (id: string) => call(routeTable.createHelpdeskLink, of(id));
export const resetTwoFactor = (id: string) => call(routeTable.resetTwoFactor, of(id));
