import { describe, expect, it } from 'vitest';
import { administratorFromArguments } from './operator-invitation';

describe('npm run invite-admin -- <email> [first name] [last name]', () => {
  it('takes the address alone, or with a first name, and every word after it as the last name', () => {
    expect(administratorFromArguments([' claire@boutique.test '])).toMatchObject({ success: true, data: { email: 'claire@boutique.test' } });
    expect(administratorFromArguments(['claire@boutique.test', 'Claire'])).toMatchObject({ data: { firstName: 'Claire', lastName: undefined } });
    expect(administratorFromArguments(['claire@boutique.test', 'Claire', 'de', 'La', 'Tour'])).toMatchObject({
      data: { firstName: 'Claire', lastName: 'de La Tour' },
    });
  });

  it('refuses no address, something that is not one, and names with control characters, saying what is wrong', () => {
    const message = (args: string[]) => administratorFromArguments(args).error?.issues.map((issue) => issue.message);
    expect(message([])).toEqual(['The e-mail address is missing']);
    expect(message(['Claire'])).toEqual(['The first argument must be an e-mail address']);
    expect(message(['claire@boutique.test', 'Cla\u202Eire'])).toEqual(['The first name holds control or direction characters']);
    expect(message(['claire@boutique.test', 'Claire', 'M'.repeat(61)])).toEqual(['The last name is longer than 60 characters']);
  });
});
