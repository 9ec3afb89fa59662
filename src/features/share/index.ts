// The share feature's page loads through the route table; no other feature uses anything of it,
// so its public API is empty.
export {};
