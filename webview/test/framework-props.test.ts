// The property forms the framework typings accept (npm/types/element-props.d.ts), as React, Preact and Vue set them on
// the element: `speed={5}` gives a number, `seats="human,computer"` a string. Each plays, or (out of range) shows the
// error and fires pw-error, never throwing into the page.
import { expect } from '@open-wc/testing';
import type { ErrorDetail } from '../src/game/page-events.ts';
import { all, mount, nextEvent, part, unmountAll } from './helpers.ts';

describe('framework props', () => {
  let pageErrors: string[] = [];
  const onError = (e: ErrorEvent) => pageErrors.push(e.message);
  const onRejection = (e: PromiseRejectionEvent) => pageErrors.push(String(e.reason));
  beforeEach(() => {
    pageErrors = [];
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
  });
  afterEach(() => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    unmountAll();
  });

  it('speed as a number (speed={5}) plays at that rate', async () => {
    const el = await mount({ variant: 'war', seed: '1' });
    (el as unknown as { speed: number }).speed = 5;
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.error')).to.equal(null);
    expect((el as unknown as { rate: number }).rate).to.equal(5);
    expect(el.flip()).to.equal(true);
    expect(pageErrors).to.deep.equal([]);
  });

  it('speed as a number out of range shows the error and fires pw-error', async () => {
    const el = await mount({ variant: 'war', seed: '1' });
    const error = nextEvent<ErrorDetail>(el, 'pw-error');
    (el as unknown as { speed: number }).speed = 5000;
    const { detail } = await error;
    await el.updateComplete;
    expect(detail.option).to.equal('speed');
    expect(part(el, '.error').textContent).to.contain('5000');
    expect(pageErrors).to.deep.equal([]);
  });

  it('seats as the attribute writes them (seats="human,computer") seat a person and the computer', async () => {
    const el = await mount({ variant: 'war', seed: '1' });
    (el as unknown as { seats: string }).seats = 'human,computer:easy,computer';
    await el.updateComplete;
    expect(el.getAttribute('seats')).to.equal('human,computer:easy,computer');
    expect(all(el, '.seat')).to.have.length(3);
    expect(pageErrors).to.deep.equal([]);
  });
});
