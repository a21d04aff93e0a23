// SPDX-License-Identifier: GPL-3.0-or-later
#include "bom.h"

#include "formatting.h"
#include "presets.h"
#include "uitr.h"

namespace gpuplan::ui {

QString bomRowTitle(BomRow row)
{
    switch (row) {
    case BomRow::Nodes: return Tr::tr("Nodes × GPUs per node");
    case BomRow::GpuLink: return Tr::tr("GPU interconnect");
    case BomRow::Network: return Tr::tr("Network between nodes");
    case BomRow::Nics: return Tr::tr("Network cards (NICs)");
    case BomRow::SwitchPorts: return Tr::tr("Switch ports");
    case BomRow::GpuPower: return Tr::tr("GPU power (all GPUs together)");
    case BomRow::ItPower: return Tr::tr("IT power (all servers together)");
    case BomRow::FacilityPower: return Tr::tr("Facility power (× PUE)");
    case BomRow::PowerPerRack: return Tr::tr("Power per rack");
    case BomRow::Racks: return Tr::tr("Racks");
    case BomRow::RackUnits: return Tr::tr("Rack units");
    case BomRow::HostMemory: return Tr::tr("Host memory per node");
    case BomRow::Nvme: return Tr::tr("NVMe storage");
    }
    return {};
}

QString gpuLinkName(const engine::Gpu &gpu)
{
    switch (gpu.link) {
    case engine::LinkKind::NvSwitch:
        return gpu.linkDomain > gpu.gpusPerNode ? Tr::tr("NVLink Switch (rack-scale domain)") : Tr::tr("NVLink + NVSwitch");
    case engine::LinkKind::NvLinkBridge: return Tr::tr("NVLink bridge (pairs) + PCIe");
    case engine::LinkKind::Pcie: return Tr::tr("PCIe");
    case engine::LinkKind::Xgmi: return Tr::tr("Infinity Fabric (xGMI)");
    case engine::LinkKind::Hccs: return Tr::tr("HCCS");
    }
    return {};
}

QString bomCellText(BomRow row, const engine::Option &o)
{
    // The bill of materials of what is bought: the purchase (whole servers) when the option fits.
    const engine::BillOfMaterials &b = engine::purchaseBom(o);
    if (b.gpus <= 0)
        return QStringLiteral("–");
    switch (row) {
    case BomRow::Nodes:
        return Tr::tr("%1 × %2").arg(formatInteger(b.nodes), formatInteger(b.gpusPerNode));
    case BomRow::GpuLink:
        if (const engine::Gpu *g = catalog().gpu(o.gpuId))
            return gpuLinkName(*g);
        return QStringLiteral("–");
    case BomRow::Network:
        if (b.network.empty())
            return Tr::tr("none (one node)");
        if (const engine::Network *n = catalog().network(b.network)) {
            // Product names stay as sold (InfiniBand NDR, RoCE); plain Ethernet is a word of the language.
            QString name = QString::fromStdString(n->name);
            if (name.startsWith(QStringLiteral("Ethernet ")))
                //: a plain Ethernet network in the bill of materials: "Ethernet 100 GbE (TCP)"
                name = Tr::tr("Ethernet %1").arg(name.mid(9));
            return b.computeFabric ? name : Tr::tr("%1 (front end: every replica stays inside a node)").arg(name);
        }
        return QString::fromStdString(b.network);
    case BomRow::Nics: return formatInteger(b.nics);
    case BomRow::SwitchPorts:
        if (b.switchTiers <= 0)
            return formatInteger(b.switchPorts);
        return Tr::tr("%1 (%n switch tier(s))", nullptr, b.switchTiers).arg(formatInteger(b.switchPorts));
    case BomRow::GpuPower: return formatKw(b.gpuPowerKw);
    case BomRow::ItPower: return formatKw(b.itPowerKw);
    case BomRow::FacilityPower: return formatKw(b.facilityPowerKw);
    case BomRow::PowerPerRack:
        return b.liquidCooled ? Tr::tr("%1 of %2 (liquid-cooled)").arg(formatKw(b.powerPerRackKw), formatKw(b.rackPowerLimitKw))
                              : Tr::tr("%1 of %2 (air-cooled)").arg(formatKw(b.powerPerRackKw), formatKw(b.rackPowerLimitKw));
    case BomRow::Racks: return formatInteger(b.racks);
    case BomRow::RackUnits: return Tr::tr("%1 U").arg(formatInteger(b.rackUnits));
    case BomRow::HostMemory:
        if (b.offloadSized)
            return Tr::tr("%1 (%2 × %3 DDR5, sized for offload)")
                .arg(formatGiB(b.hostMemoryBytesPerNode, 0), formatInteger(b.dimmCount), formatGiB(b.dimmBytes, 0));
        return Tr::tr("%1 (%2 × %3 DDR5)").arg(formatGiB(b.hostMemoryBytesPerNode, 0), formatInteger(b.dimmCount),
                                             formatGiB(b.dimmBytes, 0));
    case BomRow::Nvme: return formatTb(b.nvmeTb);
    }
    return {};
}

} // namespace gpuplan::ui
