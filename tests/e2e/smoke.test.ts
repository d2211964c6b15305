import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './helpers/a11y';
import { expectNoPageProblems } from './helpers/problems';
import { acceptInfoPopup, useShop } from './helpers/shop';

const shop = useShop();

describe('the home page in Chromium', () => {
  it('shows its main heading in the main landmark, with no console error', async () => {
    const page = await shop.open('/');
    expect(await page.getByRole('main').count()).toBe(1);
    expect((await page.getByRole('main').getByRole('heading', { level: 1 }).textContent())?.trim()).not.toBe('');
    expectNoPageProblems(page);
  });

  it('has no serious accessibility violation once the information pop-up is accepted', async () => {
    const page = await shop.open('/');
    await acceptInfoPopup(page);
    await expectNoSeriousA11yViolations(page);
  });
});
