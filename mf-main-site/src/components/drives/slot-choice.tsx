import type { PublicDrive } from '@site/contracts';
import './drives.css';
import { seatsText, slotOpen, slotText } from './drive-text';

/** The drive's slots: a choice of the ones that can be booked, the full and started ones shown as such. */
export function SlotChoice({
  slots,
  chosen,
  onChoose,
  name = 'drive-slot',
  disabled = false,
  form,
}: {
  slots: PublicDrive['slots'];
  chosen: string | null;
  /** None: the radios are a plain form's, chosen as the browser chooses. */
  onChoose?: (start: string) => void;
  name?: string;
  disabled?: boolean;
  /** The form the radios belong to, when it is not around them (a plain form posts the time chosen). */
  form?: string;
}) {
  return (
    <ul className="main-drive__slots">
      {slots.map((slot) => {
        const open = slotOpen(slot) && !disabled;
        return (
          <li key={slot.start}>
            <label className={`main-drive__slot${open ? '' : ' main-drive__slot--closed'}${chosen === slot.start ? ' main-drive__slot--chosen' : ''}`}>
              <input
                type="radio"
                name={name}
                value={slot.start}
                form={form}
                disabled={!open}
                required={!onChoose}
                {...(onChoose ? { checked: chosen === slot.start, onChange: () => onChoose(slot.start) } : {})}
              />
              <span className="main-drive__slot-time">{slotText(slot)}</span>
              <span className="main-drive__slot-seats">{seatsText(slot)}</span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}
