// STYLE "API client and queries": one query-key factory for the member's own data, shared by the features
// that read it (header, home, account, notifications). Mutations invalidate exactly these keys.
export const memberKeys = {
  all: ['member'] as const,
  user: () => [...memberKeys.all, 'user'] as const,
  customUiData: () => [...memberKeys.all, 'custom-ui-data'] as const,
  benefit: () => [...memberKeys.all, 'benefit'] as const,
  family: () => [...memberKeys.all, 'family-members'] as const,
  unread: () => [...memberKeys.all, 'unread'] as const,
  notifications: () => [...memberKeys.all, 'notifications'] as const,
  planPurchases: () => [...memberKeys.all, 'in-office-plan-purchases'] as const,
  idCardData: () => [...memberKeys.all, 'member-id-card-data'] as const,
};

/** spec §4: the credit cards for family access, refreshed after a family update (the cards feature reads it). */
export const CREDIT_CARDS_KEY = ['credit-cards'] as const;
