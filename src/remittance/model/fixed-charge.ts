/** Spec §9: the fixed charge built into the rate of SA transfers to countries other than Zimbabwe (R50). */
export const SA_FIXED_CHARGE = 50;
