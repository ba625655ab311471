// What the banner configurator reads from its controls as a visitor left them before its code
// arrived (src/features/banner-configurator/edits-before-hydration.ts), on the configurator's own
// markup: values are set on the elements without events, as the browser does before hydration.
// That the configurator then starts from them, in a hydrated page: tests/browser/configurator.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BannerConfigurator } from '../../src/features/banner-configurator/banner-configurator';
import { editsBeforeHydration } from '../../src/features/banner-configurator/edits-before-hydration';
import { bundle, renderWithProviders } from './support/render';

const cfg = bundle('tr', 'consent-configurator');

function controls() {
  const { container } = renderWithProviders(<BannerConfigurator />, 'tr');
  const root = container.querySelector<HTMLElement>('[data-configurator]')!;
  const read = () => editsBeforeHydration(root, 'tr', ['tr', 'en']);
  const input = (name: string) => screen.getByLabelText<HTMLInputElement>(name);
  return { root, read, input };
}

describe('the configuration a visitor left in the controls before hydration', () => {
  it('is nothing while every control shows the default', () => {
    expect(controls().read()).toEqual({});
  });

  it('is each changed control, and only those', () => {
    const { root, read, input } = controls();
    input(cfg.controls.title.label).value = 'Early title';
    input(cfg.controls.radius.label).value = '12';
    const radios = [...root.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    for (const radio of radios) radio.checked = radio.value === 'boxRight';
    const boxes = [...root.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
    boxes[0]!.checked = false;
    expect(read()).toEqual({
      layout: 'boxRight',
      radius: 12,
      title: 'Early title',
      offered: boxes.slice(1).map((box) => box.value),
    });
  });

  it('leaves out what its controls could not hold, and cuts copy at its limit', () => {
    const { read, input } = controls();
    const language = screen.getByLabelText<HTMLSelectElement>(cfg.controls.language.label);
    language.insertAdjacentHTML('beforeend', '<option value="xx">xx</option>');
    language.value = 'xx';
    input(cfg.controls.title.label).value = 'x'.repeat(100);
    expect(read()).toEqual({ title: 'x'.repeat(60) });
  });
});
