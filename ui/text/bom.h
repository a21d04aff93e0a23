// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The bill of materials of an option as translated table rows: nodes, GPU interconnect,
// network, NICs, switch ports, power, racks, host memory and NVMe. Shared by the results page and
// the report.

#include <engine/catalog.h>
#include <engine/plan.h>

#include <QString>

namespace gpuplan::ui {

enum class BomRow {
    Nodes, GpuLink, Network, Nics, SwitchPorts, GpuPower, ItPower, FacilityPower, PowerPerRack, Racks, RackUnits,
    HostMemory, Nvme
};
inline constexpr int kBomRowCount = 13;

QString bomRowTitle(BomRow row);
QString bomCellText(BomRow row, const engine::Option &o);
// "NVLink + NVSwitch", "PCIe", … translated from the catalogue's link kind.
QString gpuLinkName(const engine::Gpu &gpu);

} // namespace gpuplan::ui
