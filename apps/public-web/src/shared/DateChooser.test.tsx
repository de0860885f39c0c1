import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DATE_CHOOSER_DEFAULT, DATE_CHOOSER_MIN_YEAR } from '@lendbridge/domain';
import { DateChooser } from './DateChooser';

const optionsOf = (label: string): string[] =>
  Array.from((screen.getByLabelText(label) as HTMLSelectElement).options).map((option) => option.value);

const valueOf = (label: string): string => (screen.getByLabelText(label) as HTMLSelectElement).value;

function Harness({ initial, onChange, maxOffset }: { initial: string; onChange?: (value: string) => void; maxOffset?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <DateChooser
      label="生日"
      value={value}
      currentYear={2024}
      maxOffset={maxOffset}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

describe('DateChooser', () => {
  it('shows the default 1980/01/01 when there is no value', () => {
    render(<Harness initial="" />);
    expect(`${valueOf('年')}/${valueOf('月')}/${valueOf('日')}`).toBe(DATE_CHOOSER_DEFAULT);
  });

  it('offers years from 1900 to the current year plus the offset, and months 01–12', () => {
    render(<Harness initial="1980/01/01" maxOffset={2} />);
    const years = optionsOf('年');
    expect(years[0]).toBe(String(DATE_CHOOSER_MIN_YEAR));
    expect(years[years.length - 1]).toBe('2026');
    expect(years).toHaveLength(2026 - DATE_CHOOSER_MIN_YEAR + 1);
    expect(optionsOf('月')).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12']);
  });

  it('offers the days of the chosen month, with a leap year every fourth year', () => {
    render(<Harness initial="2023/02/01" />);
    expect(optionsOf('日')).toHaveLength(28);
    fireEvent.change(screen.getByLabelText('年'), { target: { value: '2024' } });
    expect(optionsOf('日')).toHaveLength(29);
    fireEvent.change(screen.getByLabelText('月'), { target: { value: '04' } });
    expect(optionsOf('日')).toHaveLength(30);
    fireEvent.change(screen.getByLabelText('月'), { target: { value: '12' } });
    expect(optionsOf('日')).toHaveLength(31);
  });

  it('writes YYYY/MM/DD and keeps the day inside the new month', () => {
    const onChange = vi.fn();
    render(<Harness initial="2024/01/31" onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('月'), { target: { value: '02' } });
    expect(onChange).toHaveBeenLastCalledWith('2024/02/29');
    fireEvent.change(screen.getByLabelText('年'), { target: { value: '2023' } });
    expect(onChange).toHaveBeenLastCalledWith('2023/02/28');
    fireEvent.change(screen.getByLabelText('日'), { target: { value: '05' } });
    expect(onChange).toHaveBeenLastCalledWith('2023/02/05');
  });

  it('shows the helper text as the error', () => {
    render(<DateChooser label="生日" value="1980/01/01" onChange={() => undefined} error helperText="須年滿 18 歲" />);
    expect(screen.getByText('須年滿 18 歲')).toBeTruthy();
  });
});
