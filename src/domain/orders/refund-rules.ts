/** Business days a bank may take to show a card refund, as the refund mail says it. */
export const POLICY_BANK_DAYS = { min: 5, max: 10 } as const;
