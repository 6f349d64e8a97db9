// The form fields follow their own value and error; a re-render of the form around them does not draw them
// again (issue 17: react-hook-form renders every form twice as it mounts, the second time synchronously inside
// a drawn page's hydration commit, and the fields' MUI styles made that the page's longest task).
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import type * as TextInputModule from '../components/text-input';

const drawn = vi.hoisted(() => ({ count: new Map<string, number>() }));

vi.mock('../components/text-input', async (importOriginal) => {
  const original = await importOriginal<typeof TextInputModule>();
  return {
    ...original,
    TextInput: (props: Parameters<typeof original.TextInput>[0]) => {
      const label = typeof props.label === 'string' ? props.label : '';
      drawn.count.set(label, (drawn.count.get(label) ?? 0) + 1);
      return original.TextInput(props);
    },
  };
});

const { FormDate, FormText } = await import('./form-fields');

function Form() {
  const { control } = useForm({ defaultValues: { name: 'Ada', born: '1990-01-02' } });
  const [saves, setSaves] = useState(0);
  return (
    <form>
      <FormText control={control} name="name" label="Name" />
      <FormDate control={control} name="born" label="Born" />
      <button type="button" onClick={() => setSaves((n) => n + 1)}>
        Re-render the form ({saves})
      </button>
    </form>
  );
}

describe('form fields', () => {
  it('are not drawn again when the form around them re-renders, and are when their own value changes', async () => {
    render(<Form />);
    const afterMount = new Map(drawn.count);
    expect(afterMount.get('Name')).toBeGreaterThan(0);

    await userEvent.click(screen.getByRole('button', { name: /Re-render the form/ }));
    await userEvent.click(screen.getByRole('button', { name: /Re-render the form/ }));
    expect(screen.getByRole('button', { name: 'Re-render the form (2)' })).toBeTruthy();
    expect(drawn.count.get('Name')).toBe(afterMount.get('Name'));
    expect(drawn.count.get('Born')).toBe(afterMount.get('Born'));

    await userEvent.type(screen.getByLabelText('Name'), 'x');
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Adax');
    expect(drawn.count.get('Name')).toBeGreaterThan(afterMount.get('Name') ?? 0);
    expect(drawn.count.get('Born')).toBe(afterMount.get('Born'));
  });
});
