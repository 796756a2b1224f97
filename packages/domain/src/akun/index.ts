/** Account rules (ACC-*): password and username policy, account row actions. */
export {};
