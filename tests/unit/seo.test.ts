import { describe, expect, it } from "vitest";
import { nextOpenId } from "../../src/components/accordion";
import { fullTitle } from "../../src/lib/seo";
import { productStructuredData } from "../../src/lib/structured-data";
import { product as fixture } from "./fixtures";

const product = fixture({
  name: "Sun Milk SPF50",
  brand: "Anessa",
  categoryName: "Skin care",
  images: ["/images/sun-milk.webp"],
  price: 6500,
  stripePrice: 7200,
  discount: "Save 10%",
  description: "Water-resistant sunscreen.",
  isBestSeller: true,
  isInHome: true,
  inHome: 1,
});

describe("page titles", () => {
  it("suffixes the shop name once", () => {
    expect(fullTitle("About us")).toBe("About us | Island Imports");
    expect(fullTitle("Island Imports")).toBe("Island Imports");
    expect(fullTitle("")).toBe("Island Imports");
  });
});

describe("FAQ accordion rule", () => {
  it("opens the clicked item, and closes it when it is clicked again", () => {
    expect(nextOpenId("a", "b")).toBe("b");
    expect(nextOpenId("b", "b")).toBeNull();
    expect(nextOpenId(null, "a")).toBe("a");
  });
});

describe("Product structured data", () => {
  const url = "https://shop.example/product-details?id=p1";

  it("describes a product with an LKR offer and absolute image URLs", () => {
    const data = productStructuredData(product, url);
    expect(data).toMatchObject({
      "@type": "Product",
      name: "Sun Milk SPF50",
      brand: { "@type": "Brand", name: "Anessa" },
      image: ["https://shop.example/images/sun-milk.webp"],
      offers: { "@type": "Offer", priceCurrency: "LKR", price: 6500 },
    });
  });

  it("gives products with options a price range, and marks out-of-stock items", () => {
    const data = productStructuredData(
      {
        ...product,
        outOfStock: true,
        options: [
          { label: "50 ml", value: 4000 },
          { label: "90 ml", value: 6500 },
        ],
      },
      url,
    );
    expect(data.offers).toMatchObject({
      "@type": "AggregateOffer",
      lowPrice: 4000,
      highPrice: 6500,
      availability: "https://schema.org/OutOfStock",
    });
  });
});
