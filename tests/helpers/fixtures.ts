/** Ravi's delivery address, with the field names the checkout and address forms send. */
export const raviAddress = {
  fullname: "Ravi Kumar",
  email: "ravi@example.com",
  phone: "9876543210",
  street1: "12 Station Road",
  city: "Siliguri",
  state: "West Bengal",
  pincode: "734001",
};

/** The demo shop's eight lines of business, in display order (their category keys). */
export const demoCategoryKeys = [
  "fertilizers",
  "pesticides",
  "growth-promoters",
  "tea-product",
  "plants",
  "vegetable-seeds",
  "flower-seeds",
  "garden-care",
];
