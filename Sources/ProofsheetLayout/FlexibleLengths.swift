/// One flexible child being sized by ``resolveFlexibleLengths(space:items:)``; lengths in points.
package struct FlexibleItem {
    /// Positive share weight.
    package var weight: Double
    package var minimum: Double
    /// Never below `minimum`.
    package var maximum: Double
    /// The result.
    package var length = 0.0
    package var isFrozen = false
}

/// Shares `space` points among flexible items by weight, honouring each item's minimum and
/// maximum: CSS Flexible Box Layout Level 1 §9.7 "Resolving Flexible Lengths" with every flex
/// basis 0 (as `flex: <weight>` sets it).
///
/// Each round gives every unfrozen item `remaining × weight / totalWeight`, clamps it, and sums
/// the clamp adjustments: if the sum is positive the items raised to their minimum are frozen,
/// if negative those cut to their maximum, if zero all are; frozen lengths leave `remaining`.
/// Every round freezes at least one item, so this ends after at most `items.count` rounds.
package func resolveFlexibleLengths(space: Double, items: inout [FlexibleItem]) {
    var frozenCount = 0
    while frozenCount < items.count {
        var remaining = space
        var totalWeight = 0.0
        for item in items {
            if item.isFrozen { remaining -= item.length } else { totalWeight += item.weight }
        }
        var adjustment = 0.0
        for i in items.indices where !items[i].isFrozen {
            let target = remaining * (items[i].weight / totalWeight)
            items[i].length = min(max(target, items[i].minimum), items[i].maximum)
            adjustment += items[i].length - target
        }
        for i in items.indices where !items[i].isFrozen {
            let target = remaining * (items[i].weight / totalWeight)
            let freeze: Bool
            if adjustment > 0 {
                freeze = items[i].length > target
            } else if adjustment < 0 {
                freeze = items[i].length < target
            } else {
                freeze = true
            }
            if freeze {
                items[i].isFrozen = true
                frozenCount += 1
            }
        }
    }
}
