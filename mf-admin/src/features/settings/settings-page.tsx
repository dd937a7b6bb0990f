// The site settings (docs/behaviour.md §23): the company's name and contact details, the chat number, social links,
// the footer's text, the job links' sources and who is told of each kind of submission. Checked with the API's own contract before saving;
// both sites show a saved change at their next page load.
import {
  RESOURCES,
  SOCIAL_LINKS_MAX,
  type SiteSettings,
  type SiteSettingsAnswer,
  siteSettingsSave,
  SUBMISSION_KEYS,
  type SubmissionKey,
} from '@site/contracts';
import { ErrorState, errorMessage, Loading, toast } from '@site/shared-ui';
import { useState } from 'react';
import { textField } from '../../components/translations/translatable-fields';
import { TranslationsSection } from '../../components/translations/translations-section';
import type { TranslatableDoc } from '../../components/translations/translation-draft';
import { useTranslationDraft } from '../../components/translations/use-translation-draft';
import { LinkSourcesFieldset } from './link-sources-fieldset';
import { useSaveSiteSettingsMutation, useSiteSettingsAdminQuery } from './settings-api';
import './settings.css';

export function SettingsPage() {
  const { data, isLoading, isError, refetch } = useSiteSettingsAdminQuery();
  if (isError) return <ErrorState title="The site settings could not be loaded" onRetry={() => void refetch()} />;
  if (isLoading || !data) return <Loading />;
  return (
    <section className="admin-screen admin-settings">
      <header className="admin-screen__header" data-toasts-below="">
        <h1>Site settings</h1>
      </header>
      <p>
        What both sites show in their contact bar, footer, contact sections and chat button, and who is told of each kind of submission. Both sites show a saved
        change at their next page load.
      </p>
      <SettingsForm key={data.updatedAt ?? 'defaults'} answer={data} />
    </section>
  );
}

const TEXT_FIELDS: Array<{ name: 'companyName' | 'phone' | 'email' | 'address' | 'whatsapp'; label: string; type?: string; hint?: string }> = [
  { name: 'companyName', label: 'Company name' },
  { name: 'phone', label: 'Phone number', type: 'tel' },
  { name: 'email', label: 'E-mail address', type: 'email' },
  { name: 'address', label: 'Address' },
  { name: 'whatsapp', label: 'WhatsApp number', type: 'tel', hint: 'The floating chat button opens a chat with this number.' },
];

/** What the footer shows readers of the Hindi and Marathi pages (SETTINGS_TRANSLATABLE_FIELDS). */
const TRANSLATED = [textField({ name: 'footerText', label: 'Footer text', kind: 'textarea' }), textField({ name: 'address', label: 'Address', kind: 'text' })];

const FROM: Record<SiteSettingsAnswer['recipients'][SubmissionKey]['from'], string> = {
  environment: 'set on the server (NOTIFY_TO), which wins over this field',
  settings: 'from this field',
  default: "the first admin's address, while this field is empty",
};

function SettingsForm({ answer }: { answer: SiteSettingsAnswer }) {
  const [values, setValues] = useState<SiteSettings>(answer.settings);
  const stored = answer.settings as unknown as TranslatableDoc;
  const translations = useTranslationDraft(TRANSLATED, stored);
  const english = { footerText: values.footerText, address: values.address };
  const [problem, setProblem] = useState<string | null>(null);
  const [save, saving] = useSaveSiteSettingsMutation();
  const set = <K extends keyof SiteSettings>(name: K, value: SiteSettings[K]) => setValues((v) => ({ ...v, [name]: value }));
  const setLink = (i: number, part: 'label' | 'url', value: string) =>
    set(
      'socialLinks',
      values.socialLinks.map((l, j) => (j === i ? { ...l, [part]: value } : l)),
    );

  return (
    <form
      className="admin-settings__form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        // The translations are checked with the rest, each as its English field is.
        const parsed = siteSettingsSave.safeParse({ ...values, translations: translations.edit(english) });
        if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? 'Check the settings');
        setProblem(null);
        void save(parsed.data)
          .unwrap()
          .then(
            (r) => toast.success(r.message),
            (err: unknown) => setProblem(errorMessage(err) ?? 'The site settings could not be saved'),
          );
      }}
    >
      <fieldset>
        <legend>The company</legend>
        {TEXT_FIELDS.map((f) => (
          <label key={f.name}>
            {f.label}
            <input name={f.name} type={f.type ?? 'text'} value={values[f.name]} onChange={(e) => set(f.name, e.target.value)} />
            {f.hint && <small>{f.hint}</small>}
          </label>
        ))}
        <label>
          Footer text
          <textarea name="footerText" rows={3} value={values.footerText} onChange={(e) => set('footerText', e.target.value)} />
        </label>
      </fieldset>
      <TranslationsSection
        fields={TRANSLATED}
        english={english}
        doc={stored}
        translations={translations}
        title="The footer in Hindi and Marathi"
        intro="What the footer of the Hindi and Marathi pages says. A field left empty shows the text in grey: Marathi falls back to Hindi, then English."
      />
      <fieldset>
        <legend>Social links</legend>
        {values.socialLinks.length === 0 && <p>None: the footer shows no social links.</p>}
        {values.socialLinks.map((l, i) => (
          <div className="admin-settings__link" key={i}>
            <label>
              Name
              <input value={l.label} aria-label={`Name of social link ${i + 1}`} onChange={(e) => setLink(i, 'label', e.target.value)} />
            </label>
            <label>
              Address
              <input
                type="url"
                value={l.url}
                aria-label={`Address of social link ${i + 1}`}
                placeholder="https://"
                onChange={(e) => setLink(i, 'url', e.target.value)}
              />
            </label>
            <button
              type="button"
              className="ui-button ui-button--small"
              aria-label={`Remove social link ${i + 1}`}
              onClick={() =>
                set(
                  'socialLinks',
                  values.socialLinks.filter((_, j) => j !== i),
                )
              }
            >
              Remove
            </button>
          </div>
        ))}
        {values.socialLinks.length < SOCIAL_LINKS_MAX && (
          <button type="button" className="ui-button ui-button--small" onClick={() => set('socialLinks', [...values.socialLinks, { label: '', url: '' }])}>
            Add a social link
          </button>
        )}
      </fieldset>
      <LinkSourcesFieldset sources={values.sources ?? []} onChange={(sources) => set('sources', sources)} />
      <fieldset>
        <legend>Who is told of new submissions</legend>
        <p>One address or several, separated by commas.</p>
        {SUBMISSION_KEYS.map((key) => {
          const now = answer.recipients[key];
          return (
            <label key={key}>
              {RESOURCES[key].label}
              <input name={`notifyTo.${key}`} value={values.notifyTo[key]} onChange={(e) => set('notifyTo', { ...values.notifyTo, [key]: e.target.value })} />
              <small>
                Now: {now.to}, {FROM[now.from]}.
              </small>
            </label>
          );
        })}
      </fieldset>
      {problem && (
        <p role="alert" className="admin-settings__problem">
          {problem}
        </p>
      )}
      <div>
        <button type="submit" className="ui-button ui-button--primary" disabled={saving.isLoading}>
          Save settings
        </button>
      </div>
    </form>
  );
}
