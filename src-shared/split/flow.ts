// Small flow networks: max flow (Dinic) and min-cost max flow (successive shortest paths).
// The split's networks are tiny (a few loot classes and bearer groups per component), so plain
// adjacency arrays are enough; capacities may be Infinity, costs are small integers.

export class FlowGraph {
  private readonly head: number[]
  private readonly to: number[] = []
  private readonly cap: number[] = []
  private readonly cost: number[] = []
  private readonly next: number[] = []
  private level: number[] = []
  private iter: number[] = []

  constructor(readonly size: number) {
    this.head = new Array<number>(size).fill(-1)
  }

  /** Adds u → v and returns the edge's index (its reverse is index ^ 1). */
  addEdge(u: number, v: number, capacity: number, cost = 0): number {
    const e = this.to.length
    this.to.push(v, u)
    this.cap.push(capacity, 0)
    this.cost.push(cost, -cost)
    this.next.push(this.head[u]!, this.head[v]!)
    this.head[u] = e
    this.head[v] = e + 1
    return e
  }

  /** Flow currently on edge `e` (as returned by addEdge). */
  flow(e: number): number {
    return this.cap[e ^ 1]!
  }

  /** Changes the capacity of an edge that carries no flow yet. */
  setCapacity(e: number, capacity: number): void {
    this.cap[e] = capacity
    this.cap[e ^ 1] = 0
  }

  /** Removes all flow, restoring the given forward capacities (edge index → capacity). */
  reset(capacities: readonly number[]): void {
    for (let e = 0; e < this.to.length; e += 2) {
      this.cap[e] = capacities[e >> 1]!
      this.cap[e + 1] = 0
    }
  }

  /** Forward capacities, in the order edges were added (for reset). */
  capacities(): number[] {
    const out: number[] = []
    for (let e = 0; e < this.to.length; e += 2) out.push(this.cap[e]! + this.cap[e + 1]!)
    return out
  }

  /** Dinic's algorithm; adds to any flow already present and returns the amount added. */
  maxFlow(s: number, t: number): number {
    let total = 0
    while (this.bfs(s, t)) {
      this.iter = this.head.slice()
      for (;;) {
        const f = this.dfs(s, t, Infinity)
        if (f <= 0) break
        total += f
      }
    }
    return total
  }

  private bfs(s: number, t: number): boolean {
    this.level = new Array<number>(this.size).fill(-1)
    this.level[s] = 0
    const queue = [s]
    for (let qi = 0; qi < queue.length; qi++) {
      const u = queue[qi]!
      for (let e = this.head[u]!; e !== -1; e = this.next[e]!) {
        const v = this.to[e]!
        if (this.cap[e]! > 0 && this.level[v] === -1) {
          this.level[v] = this.level[u]! + 1
          queue.push(v)
        }
      }
    }
    return this.level[t] !== -1
  }

  private dfs(u: number, t: number, pushed: number): number {
    if (u === t) return pushed
    for (let e = this.iter[u]!; e !== -1; e = this.next[e]!, this.iter[u] = e) {
      const v = this.to[e]!
      if (this.cap[e]! > 0 && this.level[v] === this.level[u]! + 1) {
        const f = this.dfs(v, t, Math.min(pushed, this.cap[e]!))
        if (f > 0) {
          this.cap[e] = this.cap[e]! - f
          this.cap[e ^ 1] = this.cap[e ^ 1]! + f
          return f
        }
      }
    }
    return 0
  }

  /**
   * Minimum-cost maximum flow from s to t by successive shortest paths (Bellman-Ford with a queue,
   * so negative costs are fine as long as the network starts without negative cycles).
   */
  minCostMaxFlow(s: number, t: number): { flow: number; cost: number } {
    let flow = 0
    let cost = 0
    const dist = new Array<number>(this.size)
    const inQueue = new Array<boolean>(this.size)
    const prevEdge = new Array<number>(this.size)
    for (;;) {
      dist.fill(Infinity)
      inQueue.fill(false)
      prevEdge.fill(-1)
      dist[s] = 0
      const queue = [s]
      inQueue[s] = true
      for (let qi = 0; qi < queue.length; qi++) {
        const u = queue[qi]!
        inQueue[u] = false
        for (let e = this.head[u]!; e !== -1; e = this.next[e]!) {
          if (this.cap[e]! <= 0) continue
          const v = this.to[e]!
          const d = dist[u]! + this.cost[e]!
          if (d < dist[v]!) {
            dist[v] = d
            prevEdge[v] = e
            if (!inQueue[v]) {
              inQueue[v] = true
              queue.push(v)
            }
          }
        }
      }
      if (dist[t] === Infinity) break
      let push = Infinity
      for (let v = t; v !== s; v = this.to[prevEdge[v]! ^ 1]!) push = Math.min(push, this.cap[prevEdge[v]!]!)
      if (!(push > 0) || push === Infinity) break
      for (let v = t; v !== s; v = this.to[prevEdge[v]! ^ 1]!) {
        const e = prevEdge[v]!
        this.cap[e] = this.cap[e]! - push
        this.cap[e ^ 1] = this.cap[e ^ 1]! + push
      }
      flow += push
      cost += push * dist[t]!
    }
    return { flow, cost }
  }
}
