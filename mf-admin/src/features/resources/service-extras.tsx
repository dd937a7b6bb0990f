// Main services: opening and closing times per weekday (free text, 'Closed' allowed) and FAQ pairs.
import { WEEKDAYS } from '@site/contracts/constants';
import { type Control, useFieldArray, type UseFormRegister } from 'react-hook-form';
import { FiPlus, FiTrash2 } from 'react-icons/fi';
import type { Values } from './types';

const capital = (d: string) => d[0]!.toUpperCase() + d.slice(1);

export function BusinessHoursFields({ register }: { register: UseFormRegister<Values> }) {
  return (
    <fieldset className="admin-fieldset">
      <legend>Business hours</legend>
      <table className="admin-hours">
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Opening</th>
            <th scope="col">Closing</th>
          </tr>
        </thead>
        <tbody>
          {WEEKDAYS.map((d) => (
            <tr key={d}>
              <th scope="row">{capital(d)}</th>
              <td>
                <input aria-label={`${capital(d)} opening time`} {...register(`businessHours.${d}.openingTime`)} />
              </td>
              <td>
                <input aria-label={`${capital(d)} closing time`} {...register(`businessHours.${d}.closingTime`)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </fieldset>
  );
}

export function FaqFields({ control, register }: { control: Control<Values>; register: UseFormRegister<Values> }) {
  const { fields, append, remove } = useFieldArray({ control, name: 'faqs' as never });
  return (
    <fieldset className="admin-fieldset">
      <legend>FAQs</legend>
      {fields.length === 0 && <p className="admin-form__hint">No FAQs yet.</p>}
      {fields.map((f, i) => (
        <div key={f.id} className="admin-faq">
          <div className="ui-field">
            <label htmlFor={`faq-q-${i}`}>Question {i + 1}</label>
            <input id={`faq-q-${i}`} {...register(`faqs.${i}.question`)} />
          </div>
          <div className="ui-field">
            <label htmlFor={`faq-a-${i}`}>Answer {i + 1}</label>
            <textarea id={`faq-a-${i}`} rows={2} {...register(`faqs.${i}.answer`)} />
          </div>
          <button type="button" className="ui-button ui-button--small" aria-label={`Remove FAQ ${i + 1}`} onClick={() => remove(i)}>
            <FiTrash2 aria-hidden />
          </button>
        </div>
      ))}
      <button type="button" className="ui-button ui-button--small" onClick={() => append({ question: '', answer: '' } as never)}>
        <FiPlus aria-hidden /> Add FAQ
      </button>
    </fieldset>
  );
}
