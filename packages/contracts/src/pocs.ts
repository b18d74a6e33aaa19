// Filled in by the issue-3 work on this area.
export {};
