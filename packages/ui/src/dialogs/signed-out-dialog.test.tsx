import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SessionContext } from '../session/session-context';
import { renderWithProviders } from '../testing/render';
import { stubSession } from '../testing/render-screen';
import SignedOutDialog from './signed-out-dialog';

function renderDialog() {
  const session = stubSession({ status: 'logged-out', signedOutDialogOpen: true, endedBy: 'auto' });
  renderWithProviders(
    <SessionContext value={session}>
      <SignedOutDialog />
    </SessionContext>,
  );
  return session;
}

describe('SignedOutDialog (spec §2)', () => {
  it("is titled 'You have been signed out' and 'Sign in again' closes it", async () => {
    const session = renderDialog();
    expect(screen.getByRole('dialog', { name: 'You have been signed out' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(session.closeDialog).toHaveBeenCalledTimes(1);
  });

  it('does not close on a backdrop click', () => {
    const session = renderDialog();
    const backdrop = document.querySelector('.MuiBackdrop-root');
    if (!backdrop) throw new Error('no backdrop');
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    expect(session.closeDialog).not.toHaveBeenCalled();
  });

  it('is dragged by its title', () => {
    renderDialog();
    const title = screen.getByText('You have been signed out');
    fireEvent.pointerDown(title, { button: 0, clientX: 100, clientY: 100, pointerId: 1 });
    fireEvent.pointerMove(title, { clientX: 140, clientY: 90, pointerId: 1 });
    fireEvent.pointerUp(title, { pointerId: 1 });
    const paper = screen.getByRole('dialog');
    expect(paper.style.transform).toBe('translate(40px, -10px)');
    fireEvent.pointerMove(title, { clientX: 300, clientY: 300, pointerId: 1 });
    expect(paper.style.transform).toBe('translate(40px, -10px)');
  });
});
