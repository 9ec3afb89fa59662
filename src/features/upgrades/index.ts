// The public API of the upgrades feature: its rules (who may take which upgrade, what each tier
// needs). Its pages (My Limits, the upgrade forms) load through the route table.
export { upgradeOffer, underReviewText, type UpgradeOffer, type Upgrader } from './model/upgrade-offer.ts';
export { tierCards, tierNeeds, upgradePath, type TierCard } from './model/tier-info.ts';
