// A status template's SMS in English, Hindi and Marathi (docs/sms.md, "Status SMS"): each text with what it costs as
// it is typed (its encoding and parts, counted with a link as long as a real one), the text as a candidate would
// read it, and its DLT registration, whose fixed words the text must keep.
import {
  DLT_VARIABLE,
  dltMismatchMessage,
  type Language,
  LANGUAGE_NAMES,
  LANGUAGES,
  matchesDlt,
  sampleSms,
  sampleSmsParts,
  SMS_PLACEHOLDERS,
  SMS_TEXT_MAX,
  type TemplateSms,
  type TemplateSmsEdit,
  type TemplateSmsSet,
} from '@site/contracts';
import { getRuntimeConfig } from '@site/shared-ui';

/** A job's title in each language, standing in for {jobTitle} while a text is edited. */
const SAMPLE_TITLE: Record<Language, string> = { en: 'Security Guard', hi: 'सुरक्षा गार्ड', mr: 'सुरक्षा रक्षक' };

function siteUrl() {
  try {
    return getRuntimeConfig().siteUrl ?? window.location.origin;
  } catch {
    return window.location.origin;
  }
}

/** The languages whose SMS differ from the stored ones, as a save sends them (a language left out keeps its own). */
export function smsEdit(stored: TemplateSmsSet, draft: TemplateSmsSet): TemplateSmsEdit | undefined {
  const changed = LANGUAGES.filter((l) => JSON.stringify(stored[l]) !== JSON.stringify(draft[l]));
  if (!changed.length) return undefined;
  return Object.fromEntries(
    changed.map((l) => [l, { text: draft[l].text, dltTemplateId: draft[l].dltTemplateId ?? '', dltText: draft[l].dltText ?? '' }]),
  ) as TemplateSmsEdit;
}

/** The first language whose text differs from its registered DLT text, in the API's words; else null. */
export function smsProblem(draft: TemplateSmsSet): string | null {
  const differs = LANGUAGES.find((l) => draft[l].dltText?.trim() && !matchesDlt(draft[l].text, draft[l].dltText!));
  return differs ? dltMismatchMessage(differs) : null;
}

export function SmsFields({ status, sms, onChange }: { status: string; sms: TemplateSmsSet; onChange: (sms: TemplateSmsSet) => void }) {
  const set = (language: Language, change: Partial<TemplateSms>) => onChange({ ...sms, [language]: { ...sms[language], ...change } });
  return (
    <fieldset className="admin-templates__sms">
      <legend>SMS</legend>
      <p>
        Sent beside the e-mail to a candidate who applied with a proved mobile number, in their language. Variables:{' '}
        {SMS_PLACEHOLDERS.map((p) => `{${p}}`).join(', ')} (no name or other typed words). Each part is billed: 160 characters in GSM-7 (English), 70 in UCS-2
        (Hindi, Marathi).
      </p>
      {LANGUAGES.map((language) => (
        <SmsField key={language} status={status} language={language} sms={sms[language]} onChange={(change) => set(language, change)} />
      ))}
    </fieldset>
  );
}

function SmsField({
  status,
  language,
  sms,
  onChange,
}: {
  status: string;
  language: Language;
  sms: TemplateSms;
  onChange: (change: Partial<TemplateSms>) => void;
}) {
  const name = LANGUAGE_NAMES[language].english;
  const cost = sampleSmsParts(sms.text, language, siteUrl(), SAMPLE_TITLE[language]);
  const differs = Boolean(sms.dltText?.trim()) && !matchesDlt(sms.text, sms.dltText!);
  const id = `sms-${status}-${language}`;
  return (
    <div className="admin-templates__sms-language">
      <label>
        SMS in {name}
        <textarea
          name={`sms-${language}`}
          lang={language}
          rows={3}
          maxLength={SMS_TEXT_MAX}
          value={sms.text}
          aria-describedby={`${id}-cost`}
          onChange={(e) => onChange({ text: e.target.value })}
        />
      </label>
      <p id={`${id}-cost`} className="admin-templates__sms-cost" aria-live="polite">
        {cost.encoding} · {cost.parts} {cost.parts === 1 ? 'part' : 'parts'} · {cost.characters} characters, {cost.left} left in this part
      </p>
      <p className="admin-templates__sms-sample">
        <span>As a candidate reads it:</span> <span lang={language}>{sampleSms(sms.text, language, siteUrl(), SAMPLE_TITLE[language])}</span>
      </p>
      <details open={Boolean(sms.dltTemplateId || sms.dltText)}>
        <summary>DLT registration in {name}</summary>
        <label>
          DLT template id
          <input
            name={`dlt-id-${language}`}
            inputMode="numeric"
            maxLength={30}
            value={sms.dltTemplateId ?? ''}
            onChange={(e) => onChange({ dltTemplateId: e.target.value })}
          />
        </label>
        <label>
          Registered text ({DLT_VARIABLE} for each variable)
          <textarea
            name={`dlt-text-${language}`}
            lang={language}
            rows={2}
            maxLength={SMS_TEXT_MAX}
            value={sms.dltText ?? ''}
            onChange={(e) => onChange({ dltText: e.target.value })}
          />
        </label>
      </details>
      {differs && (
        <p role="alert" className="admin-templates__problem">
          {dltMismatchMessage(language)}
        </p>
      )}
    </div>
  );
}
