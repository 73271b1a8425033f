import { capacityFor, minimumCapacity, spotsLeftFor } from '@sortim/contracts/spots-ledger';

describe('the spots ledger', () => {
  it('spots left are capacity minus booked or held minus third party', () => {
    expect(spotsLeftFor(12, 3, 2)).toBe(7);
  });

  it('capacity is spots left plus booked or held plus third party', () => {
    expect(capacityFor(7, 3, 2)).toBe(12);
    expect(spotsLeftFor(capacityFor(4, 3, 2), 3, 2)).toBe(4);
  });

  it('capacity cannot go below what is booked, held or attending elsewhere', () => {
    expect(minimumCapacity(3, 2)).toBe(5);
  });
});
