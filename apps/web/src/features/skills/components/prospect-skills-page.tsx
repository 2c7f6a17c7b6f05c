import { routeTable } from '@relais/contract/routes';
import type { Expertise, Skill } from '@relais/domain/rules';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { callPublic } from '../../../lib/api-client';
import { ApiError } from '../../../lib/http';
import { getLanguage, loadMessages, t, type Language } from '../../../lib/i18n';
import { BrandHero } from '../../../ui/brand-hero';
import { Button } from '../../../ui/button';
import {
  errorsFromServer,
  formFromStored,
  isEmptySave,
  savePlan,
  type SkillsFormErrors,
  type SkillsFormValues,
} from '../model/skills-form';
import { SkillsEditor } from './skills-editor';

type Stored = { skills: Skill[]; expertiseIds: string[]; expertises: Expertise[] };
type Page =
  { kind: 'loading' } | { kind: 'invalid' } | { kind: 'failed' } | { kind: 'ready'; stored: Stored };
/** The editor's start: the stored values, or what she typed with the server's reasons (a refusal). */
type EditorStart = { values: SkillsFormValues; errors?: SkillsFormErrors; attempt: number };
type Notice = { kind: 'saved' | 'unchanged' | 'offline' | 'refused'; text?: string } | null;

/** A link the server does not open (unknown, expired, after recruitment): one answer for all. */
const isInvalidLink = (e: unknown): boolean => e instanceof ApiError && e.status === 404;

const read = async (randomString: string): Promise<Stored> => {
  const params = { randomString };
  const [skills, expertise] = await Promise.all([
    callPublic(routeTable.getDirectSkills, { params }),
    callPublic(routeTable.getDirectExpertise, { params }),
  ]);
  return { skills: skills.skills, expertiseIds: expertise.expertiseIds, expertises: expertise.expertises };
};

const Frame = ({ children }: { children: ReactNode }) => (
  <main id="main" className="mx-auto flex w-full max-w-md flex-col gap-4 px-4 pb-10">
    <BrandHero />
    {children}
  </main>
);

/** French or English, for a prospect who has no account preference yet (the browser's by default). */
const LanguageSwitch = ({ onSwitch }: { onSwitch: (lang: Language) => void }) => {
  const other: Language = getLanguage() === 'fr' ? 'en' : 'fr';
  return (
    <div className="flex justify-end">
      <Button variant="text" lang={other} onClick={() => onSwitch(other)}>
        {t('skills.prospect.otherLanguage')}
      </Button>
    </div>
  );
};

/**
 * `/skills/{randomString}`: the prospect's public page, outside the app (no session, no shell, no
 * outbox: it is online only). It shows and saves her skills and expertises only; a link the server
 * does not open shows a page that says so.
 */
export const ProspectSkillsPage = ({ randomString }: { randomString: string }) => {
  const [page, setPage] = useState<Page>({ kind: 'loading' });
  const [start, setStart] = useState<EditorStart | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [, setLanguage] = useState(getLanguage());

  const load = useCallback(async () => {
    setPage({ kind: 'loading' });
    try {
      const stored = await read(randomString);
      setPage({ kind: 'ready', stored });
      setStart((s) => s ?? { values: formFromStored(stored.skills, stored.expertiseIds), attempt: 0 });
    } catch (e) {
      setPage({ kind: isInvalidLink(e) ? 'invalid' : 'failed' });
    }
  }, [randomString]);

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    const title = page.kind === 'invalid' ? t('skills.prospect.invalidTitle') : t('skills.prospect.title');
    document.title = `${title} – ${t('app.name')}`;
  });

  const switchLanguage = (lang: Language) => {
    void loadMessages(lang).then(() => {
      setLanguage(lang);
      // the expertises are the server's words: read them again in the new language
      void read(randomString)
        .then((stored) => setPage({ kind: 'ready', stored }))
        .catch(() => {});
    });
  };

  if (page.kind === 'invalid') {
    return (
      <Frame>
        <section className="flex flex-col gap-3 rounded-xl bg-white p-5 shadow-sm">
          <h1 className="m-0 text-[1.45rem] font-bold">{t('skills.prospect.invalidTitle')}</h1>
          <p className="m-0 text-[1.08rem]">{t('skills.prospect.invalidText')}</p>
          <p className="m-0 text-muted">{t('skills.prospect.invalidHelp')}</p>
        </section>
      </Frame>
    );
  }

  const save = async (stored: Stored, values: SkillsFormValues): Promise<void> => {
    setNotice(null);
    const plan = savePlan(stored, values, false);
    if (isEmptySave(plan)) {
      setNotice({ kind: 'unchanged' });
      return;
    }
    const params = { randomString };
    try {
      const skills = plan.skills
        ? (await callPublic(routeTable.putDirectSkills, { params, body: { skills: plan.skills } })).skills
        : stored.skills;
      const expertiseIds = plan.expertiseIds
        ? (
            await callPublic(routeTable.putDirectExpertise, {
              params,
              body: { expertiseIds: plan.expertiseIds },
            })
          ).expertiseIds
        : stored.expertiseIds;
      setPage({ kind: 'ready', stored: { ...stored, skills, expertiseIds } });
      setNotice({ kind: 'saved' });
    } catch (e) {
      if (isInvalidLink(e)) setPage({ kind: 'invalid' });
      else if (e instanceof ApiError && e.kind === 'network') setNotice({ kind: 'offline' });
      else {
        const body = e instanceof ApiError ? e.body : null;
        // the editor opens again on what she typed, the server's reasons at their fields
        setStart((s) => ({ values, errors: errorsFromServer(values, body), attempt: (s?.attempt ?? 0) + 1 }));
        setNotice({ kind: 'refused' });
      }
    }
  };

  return (
    <Frame>
      <LanguageSwitch onSwitch={switchLanguage} />
      <section className="flex flex-col gap-2 rounded-xl bg-white p-5 shadow-sm">
        <h1 className="m-0 text-[1.45rem] font-bold">{t('skills.prospect.title')}</h1>
        <p className="m-0 text-[1.08rem] text-muted">{t('skills.prospect.intro')}</p>
      </section>
      {page.kind === 'loading' && !start && (
        <p className="m-0 rounded-xl bg-white p-4 text-muted shadow-sm" role="status">
          {t('skills.prospect.loading')}
        </p>
      )}
      {page.kind === 'failed' && (
        <div role="alert" className="flex flex-col items-start gap-2 rounded-xl bg-white p-4 shadow-sm">
          <p className="m-0">{t('skills.prospect.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void load()}>
            {t('skills.prospect.retry')}
          </Button>
        </div>
      )}
      {page.kind === 'ready' && start && (
        <SkillsEditor
          key={start.attempt}
          initial={start.values}
          initialErrors={start.errors}
          expertises={page.stored.expertises}
          saveLabel={t('skills.save')}
          onSubmit={(values) => save(page.stored, values)}
        />
      )}
      <NoticeLine notice={notice} />
    </Frame>
  );
};

/** What became of the last save, read out as it appears. */
const NoticeLine = ({ notice }: { notice: Notice }) => {
  const text =
    notice === null
      ? ''
      : notice.kind === 'saved'
        ? t('skills.prospect.saved')
        : notice.kind === 'unchanged'
          ? t('skills.unchanged')
          : notice.kind === 'offline'
            ? t('skills.prospect.offline')
            : t('skills.prospect.refused');
  const bad = notice?.kind === 'offline' || notice?.kind === 'refused';
  return (
    <p
      role={bad ? 'alert' : 'status'}
      className={
        text
          ? `m-0 rounded-xl p-4 font-semibold shadow-sm ${bad ? 'border-l-4 border-l-error bg-error-soft' : 'bg-primary-soft'}`
          : 'sr-only'
      }
    >
      {text}
    </p>
  );
};
