// The receipts module's door (decision 21; issue 25 item 9): what the member portal's routes are built from.
export { estimatesRepository } from './estimates.repository.js';
export { estimatesRoutes } from './estimates.routes.js';
export { estimatesService } from './estimates.service.js';
export { receiptsRepository } from './receipts.repository.js';
export { receiptsRoutes } from './receipts.routes.js';
export { receiptsService } from './receipts.service.js';
