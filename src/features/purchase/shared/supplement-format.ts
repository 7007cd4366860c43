/** Amounts as the supplement screens show them: two places, and a sign on an increase. */
export const money = (value: number) => value.toFixed(2);
export const signedMoney = (value: number) => (value > 0 ? `+${money(value)}` : money(value));
