// The upgrades feature's pages (My Limits, the upgrade forms) load through the route table; no
// other feature uses anything of it, so its public API is empty.
export {};
