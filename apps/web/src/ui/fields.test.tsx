import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckboxField } from './checkbox-field';
import { DurationField, type Duration } from './duration-field';
import { OptionList, SelectField } from './select-field';
import { TextAreaField } from './textarea-field';
import { TextField } from './text-field';

/** The id list a control's aria-describedby names, resolved to their texts. */
const described = (el: HTMLElement): string[] =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? `missing ${id}`);

describe('field components', () => {
  afterEach(cleanup);

  it('a text field is labelled, and only in error is it invalid and described by its message', () => {
    const { rerender } = render(<TextField label="Date" type="date" value="" onChange={() => undefined} />);
    const input = screen.getByLabelText('Date');
    expect(input.getAttribute('type')).toBe('date');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
    rerender(<TextField label="Date" type="date" value="" error="Required" onChange={() => undefined} />);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(described(input)).toEqual(['Required']);
  });

  it('a select lists loose choices first, then each group', () => {
    const onChange = vi.fn();
    render(
      <SelectField label="Client" value="" error="Choose one" onChange={onChange}>
        <option value="">Choose</option>
        <OptionList
          options={[
            { value: 'b', label: 'Bea', group: 'Others' },
            { value: 'a', label: 'Ann' },
          ]}
        />
      </SelectField>,
    );
    const select = screen.getByLabelText<HTMLSelectElement>('Client');
    expect([...select.options].map((o) => o.textContent)).toEqual(['Choose', 'Ann', 'Bea']);
    expect(select.querySelector('optgroup')?.getAttribute('label')).toBe('Others');
    expect(described(select)).toEqual(['Choose one']);
    fireEvent.change(select, { target: { value: 'a' } });
    expect(onChange).toHaveBeenCalled();
  });

  it('a text area reads its counter, then its error', () => {
    render(
      <TextAreaField
        label="Message"
        hint="Why"
        describedBy="count"
        value=""
        error="Too long"
        onChange={vi.fn()}
      >
        <p id="count">0/255</p>
      </TextAreaField>,
    );
    const area = screen.getByLabelText('Message');
    expect(area.getAttribute('aria-invalid')).toBe('true');
    expect(described(area)).toEqual(['0/255', 'Too long']);
    expect(screen.getByText('Why')).toBeTruthy();
  });

  it('a checkbox is named by its label', () => {
    const onChange = vi.fn();
    render(<CheckboxField label="Remote" checked={false} onChange={onChange} />);
    fireEvent.click(screen.getByLabelText('Remote'));
    expect(onChange).toHaveBeenCalled();
  });

  it('a duration changes one part at a time and marks both inputs with its error', () => {
    const Probe = () => {
      const [value, setValue] = useState<Duration>({ hours: '3', minutes: '0' });
      return (
        <>
          <DurationField
            legend="Duration"
            value={value}
            onChange={setValue}
            labels={{ hours: 'Hours', minutes: 'Minutes' }}
            units={{ hours: 'h', minutes: 'min' }}
            input={{ type: 'number' }}
            each={{ hours: { max: 12 } }}
            error="Between 15 min and 12 h"
          />
          <output>{`${value.hours}:${value.minutes}`}</output>
        </>
      );
    };
    render(<Probe />);
    expect(screen.getByRole('group', { name: 'Duration' })).toBeTruthy();
    const hours = screen.getByLabelText('Hours');
    const minutes = screen.getByLabelText('Minutes');
    expect(hours.getAttribute('type')).toBe('number');
    expect(hours.getAttribute('max')).toBe('12');
    expect(minutes.getAttribute('max')).toBeNull();
    fireEvent.change(minutes, { target: { value: '30' } });
    expect(screen.getByRole('status').textContent).toBe('3:30');
    for (const el of [hours, minutes]) {
      expect(el.getAttribute('aria-invalid')).toBe('true');
      expect(described(el)).toEqual(['Between 15 min and 12 h']);
    }
  });
});
