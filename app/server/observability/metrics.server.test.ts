import { describe, expect, it } from "vitest";
import { metricsText, registerGauge } from "./metrics.server";

describe("registerGauge", () => {
  it("serves the gauge's value at each scrape, and keeps the last one while it cannot be read", async () => {
    let value: number | Error = 3;
    registerGauge("test_backlog", "A gauge read at scrape time", async () => {
      if (value instanceof Error) throw value;
      return value;
    });
    expect(await metricsText()).toMatch(/^test_backlog 3$/m);
    value = new Error("database away");
    const text = await metricsText();
    expect(text).toMatch(/^test_backlog 3$/m);
    expect(text).toMatch(/^process_cpu_user_seconds_total /m);
    value = 5;
    expect(await metricsText()).toMatch(/^test_backlog 5$/m);
  });
});
