import type { Page } from 'playwright-core';

/** Signs a staff member in on /back/login (where the back office sends a visitor without a staff session) and waits for the dashboard, where staff land. */
export async function signInStaff(page: Page, { login, password }: { login: string; password: string }): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/back/login');
  await page.getByRole('textbox', { name: 'Identifiant ou adresse e-mail' }).fill(login);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.getByRole('heading', { level: 1, name: 'Tableau de bord' }).waitFor();
}
